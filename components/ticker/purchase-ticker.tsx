'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type CSSProperties } from 'react';
import { TICKER_ENTRIES } from '@/content/ticker';
import { SIMULATED_LABEL } from '@/lib/rules/live-sales';
import { SESSION_KEYS } from '@/lib/rules/storage-keys';
import { tickerHiddenOn } from '@/components/ticker/ticker';
import { fetchSales, type SalesSnapshot } from '../live/sales-feed';
import { usePrefersReducedMotion } from '../layout/use-media-query';
import { LiveTicker } from './live-ticker';
import { DismissButton, TICKER_CLASS } from './ticker-frame';
import styles from './purchase-ticker.module.css';
import { useTickerCycle } from './use-ticker-cycle';

const PARTICLES = Array.from({ length: 12 }, (_, i) => i);

/**
 * On a mall that takes payments, the real sales (docs/payments-reference.md "Real activity"); on one that does not, the
 * simulated feed, labelled so. Nothing until the mall says which (an unanswered read shows nothing). Hidden
 * entirely on /upgrade.
 */
export function PurchaseTicker() {
  const pathname = usePathname();
  const [feed, setFeed] = useState<SalesSnapshot | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setDismissed(readDismissed());
    const controller = new AbortController();
    fetchSales(controller.signal).then(setFeed, () => undefined);
    return () => controller.abort();
  }, []);
  if (tickerHiddenOn(pathname) || !feed || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(SESSION_KEYS.tickerDismissed, '1');
    } catch (error) {
      console.warn('[ticker] session storage unavailable:', error);
    }
  };
  return feed.live ? <LiveTicker initial={feed.sales} onDismiss={dismiss} /> : <TickerToast onDismiss={dismiss} />;
}

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.tickerDismissed) === '1';
  } catch {
    return false;
  }
}

/**
 * The simulated toast, on a mall without payments. On a phone it is small; it never takes a tap (taps pass through
 * to what is under it) but for its close button, which keeps it away for the session. With reduced motion it is off.
 */
function TickerToast({ onDismiss }: { onDismiss: () => void }) {
  const state = useTickerCycle();
  const reducedMotion = usePrefersReducedMotion();
  const entry = state ? TICKER_ENTRIES[state.index] : undefined;
  if (!state || !entry || reducedMotion) return null;
  return (
    <aside
      aria-label="Recent purchases (simulated)"
      data-testid="purchase-ticker"
      data-feed="simulated"
      hidden={!state.visible}
      className={`${TICKER_CLASS} ${state.pulsing ? 'animate-pulse' : ''}`}
    >
      <p className="text-dim">
        <span className="text-[9px] uppercase tracking-widest text-neon-yellow md:block md:text-[10px]">
          {SIMULATED_LABEL}
        </span>{' '}
        <span className="text-neon-cyan">{state.buyer}</span> bought <span className="text-ink">{entry.domain}</span>{' '}
        for <span className="text-neon-green">{entry.price}</span>
      </p>
      <p className="hidden text-neon-pink md:block">{entry.flair}</p>
      <DismissButton onDismiss={onDismiss} />
      {state.burst ? (
        <span aria-hidden="true" data-testid="ticker-burst" className="pointer-events-none absolute inset-0">
          {PARTICLES.map((i) => (
            <span
              key={i}
              className={`${styles.particle} absolute left-1/2 top-1/2 size-1.5 rounded-full bg-neon-yellow`}
              style={{ '--angle': `${i * 30}deg` } as CSSProperties}
            />
          ))}
        </span>
      ) : null}
    </aside>
  );
}
