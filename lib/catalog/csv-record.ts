// No imports: the browser's import (components/operator/catalog-import.tsx) turns rows into records with it too.
const BOOLEAN_FIELDS = ['featured', 'vaulted', 'listed', 'available', 'hasWebsite', 'fixerQueue', 'fixerActive'];
const NUMBER_FIELDS = ['queueExpiresInHours'];

/** A CSV row's text cells → the JSON shape: booleans, numbers, '|'-separated tags, lore as JSON. */
export function csvRowToRecord(row: Record<string, string>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(row)) {
    const value = raw.trim();
    if (value === '') continue;
    if (BOOLEAN_FIELDS.includes(key))
      record[key] = /^(true|yes|1)$/i.test(value) ? true : /^(false|no|0)$/i.test(value) ? false : value;
    else if (NUMBER_FIELDS.includes(key)) record[key] = Number(value);
    else if (key === 'tags')
      record[key] = value
        .split('|')
        .map((t) => t.trim())
        .filter(Boolean);
    else if (key === 'lore') {
      try {
        record[key] = JSON.parse(value);
      } catch {
        record[key] = value;
      }
    } else record[key] = value;
  }
  return record;
}
