import type { NameRecords } from '@/lib/integrations/sns-records';

const LABELS: [keyof NameRecords, string][] = [
  ['sol', 'SOL address'],
  ['url', 'URL'],
  ['twitter', 'Twitter'],
];

/** A name's SNS records; null: they could not be read. */
export function NameRecordList({ records }: { records: NameRecords | null }) {
  if (!records) return <p className="mt-2 text-dim">Its records could not be read just now.</p>;
  const set = LABELS.filter(([field]) => records[field]);
  if (set.length === 0) return <p className="mt-2 text-dim">No SOL address, URL or Twitter record set.</p>;
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_minmax(0,1fr)]">
      {set.map(([field, label]) => (
        <div key={field} className="contents">
          <dt className="font-mono text-xs uppercase tracking-wider text-dim">{label}</dt>
          <dd className="break-all font-mono text-xs">{records[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
