import { IntentLink } from '@/components/navigation/intent-link';

const link = 'rounded border border-edge px-3 py-1 text-neon-cyan hover:border-neon-cyan';

/** Links between pages of activity: back to the newest, and on to older events (none on the last page). */
export function ActivityPager({ newest, older }: { newest: string | null; older: string | null }) {
  if (!newest && !older) return null;
  return (
    <nav aria-label="Activity pages" className="mt-3 flex flex-wrap gap-2 font-mono text-xs">
      {newest ? (
        <IntentLink href={newest} className={link}>
          Newest events
        </IntentLink>
      ) : null}
      {older ? (
        <IntentLink href={older} className={link}>
          Older events
        </IntentLink>
      ) : null}
    </nav>
  );
}
