'use client';

import { usePathname } from 'next/navigation';
import type { CSSProperties } from 'react';
import { TICKER_ENTRIES } from '@/content/ticker';
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

function TickerToast() {
  const state = useTickerCycle();
  const reducedMotion = usePrefersReducedMotion();
  const entry = state ? TICKER_ENTRIES[state.index] : undefined;
  if (!state || !entry) return null;
  return (
    <aside
      aria-label="Recent purchases (simulated)"
      data-testid="purchase-ticker"
      hidden={!state.visible}
      className={`fixed bottom-4 left-4 z-20 max-w-[calc(100vw-9rem)] rounded-lg border border-neon-green/50 bg-panel/95 px-3 py-2 font-mono text-xs shadow-[0_0_20px_rgb(74_222_128/0.2)] md:left-auto md:right-36 ${
        state.pulsing && !reducedMotion ? 'animate-pulse' : ''
      }`}
    >
      <p className="text-dim">
        <span className="text-neon-cyan">{state.buyer}</span> bought <span className="text-ink">{entry.domain}</span>{' '}
        for <span className="text-neon-green">{entry.price}</span>
      </p>
      <p className="text-neon-pink">{entry.flair}</p>
      {state.burst && !reducedMotion ? (
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
