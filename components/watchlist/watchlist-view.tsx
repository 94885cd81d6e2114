import { IntentLink } from '@/components/navigation/intent-link';
import { StatusBadge } from '@/components/catalog/status-badge';
import type { WatchlistEntry } from '@/lib/catalog/watchlist';

/** The signed-in wallet's starred names: state and price; what changes on them reaches the inbox. */
export function WatchlistView({ entries }: { entries: WatchlistEntry[] }) {
  if (entries.length === 0) {
    return (
      <p className="panel p-6 text-dim" data-testid="watchlist-empty">
        No starred names yet. Star a name on its page (☆ Star) to watch its price and state here.{' '}
        <IntentLink href="/domains" className="text-neon-cyan underline">
          Browse the racks
        </IntentLink>
      </p>
    );
  }
  return (
    <>
      <p className="mb-4 font-mono text-sm text-dim" data-testid="watchlist-summary">
        A price drop, a return to sale or a sale of a starred name arrives in your{' '}
        <IntentLink href="/inbox" className="text-neon-cyan underline">
          inbox
        </IntentLink>
        .
      </p>
      <ul className="grid gap-3" data-testid="watchlist">
        {entries.map((entry) => (
          <li
            key={entry.slug}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 panel p-4"
            data-testid="watchlist-entry"
          >
            <IntentLink href={`/domains/${entry.slug}`} className="font-mono text-neon-cyan underline">
              {entry.name}
            </IntentLink>
            <StatusBadge status={entry.status} />
            <span className="font-mono text-neon-green" data-testid="watchlist-price">
              {entry.price}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
