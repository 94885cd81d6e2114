'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { Button } from '@/components/ui/button';
import { CONTROL, Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormState } from '@/components/ui/use-form-state';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES, type LoreRecord } from '@/lib/catalog/types';
import { categoryLabel } from '@/lib/rules/labels';
import { domainStatusLabel } from '@/lib/rules/status-label';
import { NameLoreFields } from './name-lore-fields';
import { NamePreview } from './name-preview';
import { editFrom, valuesOf, type EditableName, type FieldErrors, type NameEditorValues } from './name-editor-values';

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

/**
 * A name's editor (docs/operators.md "Catalogue"): one field per editable field, each checked by the API's own schema
 * before it is sent and its problem shown beside it, and a preview of the name as the mall will show it.
 */
export function NameEditor({ name, defaultLore }: { name: EditableName; defaultLore: LoreRecord }) {
  const router = useRouter();
  const [values, setValues] = useState<NameEditorValues>(() => valuesOf(name, defaultLore));
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormState();
  const set = <K extends keyof NameEditorValues>(key: K, value: NameEditorValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = editFrom(name, values, override);
    setErrors('errors' in checked ? checked.errors : {});
    if ('unchanged' in checked) return form.fail('Nothing changed.');
    if ('errors' in checked) return form.fail('Some fields need a fix: see the messages beside them.');
    const saved = await form.submit(() =>
      apiRequest(`/api/operator/catalog/domains/${encodeURIComponent(name.name)}`, {
        method: 'PATCH',
        body: checked.edit,
      }),
    );
    if (saved) router.refresh();
  }

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
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <form onSubmit={save} noValidate className="panel grid gap-4 p-4 sm:p-6">
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
        <fieldset className="grid gap-3 rounded border border-edge p-3">
          <legend className="px-1 font-mono text-xs tracking-widest text-dim">LORE</legend>
          <label className="flex items-center gap-2 font-mono text-sm">
            <input type="checkbox" checked={values.ownLore} onChange={(e) => set('ownLore', e.target.checked)} /> Its
            own lore (unticked: the default lore)
          </label>
          {values.ownLore ? (
            <NameLoreFields lore={values.lore} errors={errors} onChange={(lore) => set('lore', lore)} />
          ) : null}
        </fieldset>
        <label className="flex items-center gap-2 font-mono text-sm">
          <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} /> Override its sale
          (change status, price or listing although an order holds or sold it)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Save'}
          </Button>
          <FormStatus state={form.state} />
        </div>
      </form>
      <NamePreview name={name} values={values} />
    </div>
  );
}
