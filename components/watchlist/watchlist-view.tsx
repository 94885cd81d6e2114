import { IntentLink } from '@/components/navigation/intent-link';
import { StatusBadge } from '@/components/catalog/status-badge';
import type { WatchlistEntry } from '@/lib/catalog/watchlist';
import type { WatchChangeKind } from '@/lib/rules/watchlist';

const CHANGE_CLASSES: Record<WatchChangeKind, string> = {
  'price-drop': 'border-neon-green/70 text-neon-green',
  'back-on-sale': 'border-neon-green/70 text-neon-green',
  'price-rise': 'border-neon-yellow/70 text-neon-yellow',
  'coming-soon': 'border-neon-yellow/70 text-neon-yellow',
  'off-sale': 'border-edge text-dim',
  sold: 'border-neon-red/70 text-neon-red',
};

/** The signed-in wallet's starred names: state, price, and what changed since the last visit. */
export function WatchlistView({ entries }: { entries: WatchlistEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-edge bg-panel p-6 text-dim" data-testid="watchlist-empty">
        No starred names yet. Star a name on its page (☆ Star) to watch its price and state here.{' '}
        <IntentLink href="/domains" className="text-neon-cyan underline">
          Browse the racks
        </IntentLink>
      </p>
    );
  }
  const changed = entries.filter((entry) => entry.changes.length > 0).length;
  return (
    <>
      <p role="status" className="mb-4 font-mono text-sm text-dim" data-testid="watchlist-summary">
        {changed === 0
          ? 'Nothing changed since your last visit.'
          : `${changed} of ${entries.length} ${entries.length === 1 ? 'name' : 'names'} changed since your last visit.`}
      </p>
      <ul className="grid gap-3" data-testid="watchlist">
        {entries.map((entry) => (
          <li
            key={entry.slug}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-edge bg-panel p-4"
            data-testid="watchlist-entry"
          >
            <IntentLink href={`/domains/${entry.slug}`} className="font-mono text-neon-cyan underline">
              {entry.name}
            </IntentLink>
            <StatusBadge status={entry.status} />
            <span className="font-mono text-neon-green" data-testid="watchlist-price">
              {entry.price}
            </span>
            {entry.changes.length > 0 ? (
              <span className="flex flex-wrap gap-2 sm:ml-auto">
                <span className="sr-only">Changed since your last visit:</span>
                {entry.changes.map((change) => (
                  <span
                    key={change.kind}
                    className={`rounded border px-2 py-0.5 font-mono text-xs ${CHANGE_CLASSES[change.kind]}`}
                    data-testid="watchlist-change"
                    data-kind={change.kind}
                  >
                    {change.label}
                  </span>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
