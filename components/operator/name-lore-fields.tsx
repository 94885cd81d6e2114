import { CONTROL, Field } from '@/components/ui/field';
import type { FieldErrors, NameEditorValues } from './name-editor-values';

type Lore = NameEditorValues['lore'];
type TextKey = Exclude<keyof Lore, 'snsIndexed' | 'walletConnect' | 'editableInCursor'>;

const TEXT_FIELDS: [TextKey, string, string?][] = [
  ['slogan', 'SLOGAN'],
  ['tone', 'TONE'],
  ['meta', 'META'],
  ['desc', 'STORY'],
  ['inspiration', 'INSPIRATION'],
  ['stack', 'STACK', 'comma-separated, e.g. Next.js, Anchor'],
  ['memeReadiness', 'MEME READINESS', '0 to 100'],
  ['marketUsage', 'MARKET USAGE', 'e.g. High, Niche'],
  ['builtWith', 'BUILT WITH', 'e.g. Next.js + Anchor'],
];

const FLAGS: [keyof Lore & ('snsIndexed' | 'walletConnect' | 'editableInCursor'), string][] = [
  ['snsIndexed', 'SNS indexed'],
  ['walletConnect', 'Wallet connect'],
  ['editableInCursor', 'Editable in Cursor'],
];

const LONG: TextKey[] = ['meta', 'desc', 'inspiration'];

/** The lore record of docs/product.md §3, one field each. */
export function NameLoreFields({
  lore,
  errors,
  onChange,
}: {
  lore: Lore;
  errors: FieldErrors;
  onChange: (lore: Lore) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map(([key, label, hint]) => (
        <Field
          key={key}
          label={label}
          hint={hint}
          error={errors[`lore.${key}`]}
          className={LONG.includes(key) ? 'sm:col-span-2' : undefined}
        >
          {(control) =>
            LONG.includes(key) ? (
              <textarea
                {...control}
                name={`lore.${key}`}
                rows={3}
                value={lore[key]}
                onChange={(e) => onChange({ ...lore, [key]: e.target.value })}
                className={CONTROL}
              />
            ) : (
              <input
                {...control}
                name={`lore.${key}`}
                inputMode={key === 'memeReadiness' ? 'numeric' : undefined}
                value={lore[key]}
                onChange={(e) => onChange({ ...lore, [key]: e.target.value })}
                className={CONTROL}
              />
            )
          }
        </Field>
      ))}
      <div className="flex flex-wrap gap-6 font-mono text-sm sm:col-span-2">
        {FLAGS.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={`lore.${key}`}
              checked={lore[key]}
              onChange={(e) => onChange({ ...lore, [key]: e.target.checked })}
            />{' '}
            {label}
          </label>
        ))}
      </div>
    </div>
  );
}
