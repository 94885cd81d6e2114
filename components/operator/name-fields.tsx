import { CONTROL, Field } from '@/components/ui/field';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES } from '@/lib/catalog/types';
import { categoryLabel } from '@/lib/rules/labels';
import { domainStatusLabel } from '@/lib/rules/status-label';
import type { FieldErrors, NameEditorValues } from './name-editor-values';
import type { SetNameValue } from './use-name-editor';

type TextField = 'price' | 'description' | 'website' | 'tags' | 'imageUrl';

const TEXT_FIELDS: { key: TextField; label: string; hint?: string; long?: boolean }[] = [
  { key: 'price', label: 'PRICE', hint: 'e.g. 5 SOL, N/A or TBA' },
  { key: 'description', label: 'DESCRIPTION', long: true },
  { key: 'tags', label: 'TAGS', hint: 'comma-separated, e.g. Cursed, meme' },
  { key: 'website', label: 'WEBSITE', hint: 'an http(s) address or /sites/{name}; empty: none' },
  {
    key: 'imageUrl',
    label: 'IMAGE',
    hint: 'a path such as /images/domains/name.webp or an http(s) address; empty: none',
  },
];

const FLAGS: ['listed' | 'featured' | 'vaulted', string][] = [
  ['listed', 'Listed'],
  ['featured', 'Featured'],
  ['vaulted', 'Vaulted'],
];

/** A name's own fields in the editor: status and category, its text fields with their hints, and its flags. */
export function NameFields({
  values,
  errors,
  set,
}: {
  values: NameEditorValues;
  errors: FieldErrors;
  set: SetNameValue;
}) {
  const select = (key: 'status' | 'category', options: readonly string[], label: (v: string) => string) => (
    <Field label={key.toUpperCase()} error={errors[key]}>
      {(control) => (
        <select
          {...control}
          name={key}
          value={values[key]}
          onChange={(e) => set(key, e.target.value)}
          className={CONTROL}
        >
          {options.map((option) => (
            <option key={option} value={option} className="bg-panel">
              {label(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('status', DOMAIN_STATUSES, domainStatusLabel)}
        {select('category', DOMAIN_CATEGORIES, categoryLabel)}
      </div>
      {TEXT_FIELDS.map(({ key, label, hint, long }) => (
        <Field key={key} label={label} hint={hint} error={errors[key]}>
          {(control) =>
            long ? (
              <textarea
                {...control}
                name={key}
                rows={3}
                value={values[key]}
                onChange={(e) => set(key, e.target.value)}
                className={CONTROL}
              />
            ) : (
              <input
                {...control}
                name={key}
                value={values[key]}
                onChange={(e) => set(key, e.target.value)}
                className={CONTROL}
              />
            )
          }
        </Field>
      ))}
      <div className="flex flex-wrap gap-6 font-mono text-sm">
        {FLAGS.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2">
            <input type="checkbox" name={key} checked={values[key]} onChange={(e) => set(key, e.target.checked)} />{' '}
            {label}
          </label>
        ))}
      </div>
    </>
  );
}
