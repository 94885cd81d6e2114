'use client';

import { timeAgo, type PublicSale } from '@/lib/rules/live-sales';
import { DismissButton, TICKER_CLASS } from './ticker-frame';
import { useLiveTicker } from './use-live-ticker';

/**
 * The real sales: who (short address), what, for how much, how long ago. Nothing at all while there are none. A new
 * sale is read out once to screen readers (polite); the cycle through the recent ones is not. It holds still while
 * focus is inside it.
 */
export function LiveTicker({ initial, onDismiss }: { initial: PublicSale[]; onDismiss: () => void }) {
  const state = useLiveTicker(initial);
  const sale = state.sales[state.index];
  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="sale-announcement">
        {state.announcement}
      </p>
      {sale ? (
        <aside
          aria-label="Recent purchases"
          data-testid="purchase-ticker"
          data-feed="live"
          hidden={!state.visible}
          className={TICKER_CLASS}
          onFocus={() => state.hold(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) state.hold(false);
          }}
        >
          <p className="text-dim">
            <span className="text-neon-cyan">{sale.buyer ?? 'Someone'}</span> bought{' '}
            <span className="text-ink">{sale.name}</span> for <span className="text-neon-green">{sale.amount} SOL</span>
          </p>
          <p className="text-neon-pink">{timeAgo(sale.paidAt, new Date(state.shownAt))}</p>
          <DismissButton onDismiss={onDismiss} />
        </aside>
      ) : null}
    </>
  );
}
