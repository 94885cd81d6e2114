/** One changed field of an audit entry: where it is (`price`, `lore.slogan`) and its value before and after. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const ABSENT = '—';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a line of text: text as it is, nothing as a dash, anything else as JSON. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined) return ABSENT;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function leaves(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix || value !== null) {
    into.set(prefix, value);
  }
}

/**
 * What an audit entry changed: the fields whose value differs between its before and after documents, nested objects
 * walked down to their fields (a list is one value). Fields equal on both sides are left out.
 */
export function auditDiff(before: unknown, after: unknown): AuditChange[] {
  const was = new Map<string, unknown>();
  const is = new Map<string, unknown>();
  leaves(before, '', was);
  leaves(after, '', is);
  const fields = [...new Set([...was.keys(), ...is.keys()])];
  return fields
    .map((field) => ({ field, before: shownValue(was.get(field)), after: shownValue(is.get(field)) }))
    .filter((change) => change.before !== change.after);
}
