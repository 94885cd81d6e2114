import { domainEditSchema, type DomainEdit, type EditableField } from '@/lib/catalog/edit-schema';
import type { Domain, LoreRecord } from '@/lib/catalog/types';

/** What the console's name editor starts from: the name's editable fields as they are. */
export type EditableName = Pick<Domain, 'name' | 'slug' | 'available' | EditableField>;

/** The editor's fields as typed: text as text, the tags as one comma-separated line, the lore as its own fields. */
export interface NameEditorValues {
  price: string;
  status: string;
  category: string;
  listed: boolean;
  featured: boolean;
  vaulted: boolean;
  description: string;
  website: string;
  tags: string;
  imageUrl: string;
  ownLore: boolean;
  lore: Omit<LoreRecord, 'stack' | 'stats'> & { stack: string } & Omit<LoreRecord['stats'], 'memeReadiness'> & {
      memeReadiness: string;
    };
}

/** A field's error message, keyed by the field's name in the form (`price`, `lore.slogan`, …). */
export type FieldErrors = Partial<Record<string, string>>;

const list = (line: string) =>
  line
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function valuesOf(name: EditableName, fallbackLore: LoreRecord): NameEditorValues {
  const lore = name.lore ?? fallbackLore;
  const { stack, stats, ...text } = lore;
  return {
    price: name.price,
    status: name.status,
    category: name.category,
    listed: name.listed,
    featured: name.featured,
    vaulted: name.vaulted,
    description: name.description,
    website: name.website ?? '',
    tags: name.tags.join(', '),
    imageUrl: name.imageUrl ?? '',
    ownLore: name.lore !== null,
    lore: { ...text, ...stats, stack: stack.join(', '), memeReadiness: String(stats.memeReadiness) },
  };
}

function loreOf(values: NameEditorValues): LoreRecord | null {
  if (!values.ownLore) return null;
  const { slogan, meta, desc, inspiration, tone, stack, memeReadiness, ...stats } = values.lore;
  const readiness = memeReadiness.trim() === '' ? NaN : Number(memeReadiness);
  return { slogan, meta, desc, inspiration, tone, stack: list(stack), stats: { ...stats, memeReadiness: readiness } };
}

/** The name as the editor's fields describe it (what the preview shows). */
export function editedName(values: NameEditorValues): Omit<EditableName, 'name' | 'slug' | 'available'> {
  return {
    price: values.price.trim(),
    status: values.status as EditableName['status'],
    category: values.category as EditableName['category'],
    listed: values.listed,
    featured: values.featured,
    vaulted: values.vaulted,
    description: values.description.trim(),
    website: values.website.trim() || null,
    tags: list(values.tags),
    imageUrl: values.imageUrl.trim() || null,
    lore: loreOf(values),
  };
}

/**
 * The edit to send: only the fields that changed (so the audit log shows exactly what a save changed), checked by the
 * API's own schema. Its problems come back by field, in the form's names.
 */
export function editFrom(
  original: EditableName,
  values: NameEditorValues,
  override: boolean,
): { edit: DomainEdit } | { errors: FieldErrors } | { unchanged: true } {
  const entered = editedName(values);
  const changes = Object.fromEntries(
    Object.entries(entered).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(original[key as EditableField]),
    ),
  );
  if (Object.keys(changes).length === 0) return { unchanged: true };
  const parsed = domainEditSchema.safeParse(override ? { ...changes, override: true } : changes);
  if (parsed.success) return { edit: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    // A lore stat is typed among the lore's fields: lore.stats.memeReadiness is the form's lore.memeReadiness.
    const key = issue.path.filter((part) => part !== 'stats' && typeof part !== 'number').join('.');
    errors[key] ??= issue.message;
  }
  return { errors };
}
