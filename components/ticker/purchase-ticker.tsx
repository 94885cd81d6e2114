'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type CSSProperties } from 'react';
import { TICKER_ENTRIES } from '@/content/ticker';
import { SESSION_KEYS } from '@/lib/rules/storage-keys';
import { tickerHiddenOn } from '@/lib/rules/ticker';
import { usePrefersReducedMotion } from '../layout/use-media-query';
import styles from './purchase-ticker.module.css';
import { useTickerCycle } from './use-ticker-cycle';

const PARTICLES = Array.from({ length: 12 }, (_, i) => i);

/** Hidden entirely on /upgrade. */
export function PurchaseTicker() {
  const pathname = usePathname();
  if (tickerHiddenOn(pathname)) return null;
  return <TickerToast />;
}

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.tickerDismissed) === '1';
  } catch {
    return false;
  }
}

/**
 * The toast. On a phone it is one small line; it never takes a tap (taps pass through to what is under it) but for
 * its close button, which keeps it away for the session. With reduced motion it is off.
 */
function TickerToast() {
  const state = useTickerCycle();
  const reducedMotion = usePrefersReducedMotion();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(readDismissed()), []);
  const entry = state ? TICKER_ENTRIES[state.index] : undefined;
  if (!state || !entry || dismissed || reducedMotion) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(SESSION_KEYS.tickerDismissed, '1');
    } catch (error) {
      console.warn('[ticker] session storage unavailable:', error);
    }
  };
  return (
    <aside
      aria-label="Recent purchases (simulated)"
      data-testid="purchase-ticker"
      hidden={!state.visible}
      className={`pointer-events-none fixed bottom-2 left-2 z-20 max-w-[15rem] rounded-lg border border-neon-green/50 bg-panel/95 py-1 pl-2 pr-7 font-mono text-[11px] leading-tight shadow-[0_0_20px_rgb(74_222_128/0.2)] md:bottom-4 md:left-auto md:right-36 md:max-w-[calc(100vw-9rem)] md:px-3 md:py-2 md:pr-8 md:text-xs ${
        state.pulsing ? 'animate-pulse' : ''
      }`}
    >
      <p className="text-dim">
        <span className="text-neon-cyan">{state.buyer}</span> bought <span className="text-ink">{entry.domain}</span>{' '}
        for <span className="text-neon-green">{entry.price}</span>
      </p>
      <p className="hidden text-neon-pink md:block">{entry.flair}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss recent purchases"
        className="pointer-events-auto absolute right-1 top-1 grid size-5 place-items-center rounded text-dim hover:text-ink"
      >
        ×
      </button>
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
