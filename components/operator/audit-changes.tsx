import { auditDiff } from './audit-diff';

/** An audit entry's changes, one line per field: its name, the value it had (struck through) and the value it got. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditDiff(before, after);
  if (changes.length === 0) return <span className="text-dim">No field changed.</span>;
  return (
    <ul className="grid gap-1">
      {changes.map(({ field, before: was, after: is }) => (
        <li key={field} className="break-words">
          {field ? <span className="text-dim">{field}: </span> : null}
          <del className="text-neon-pink">{was}</del> → <ins className="text-neon-green no-underline">{is}</ins>
        </li>
      ))}
    </ul>
  );
}
