'use client';

import { useEffect, useState } from 'react';
import { TICKER_ENTRIES } from '@/content/ticker';
import type { Random } from '@/lib/rules/random';
import {
  PARTICLE_BURST_MS,
  TICKER_INTERVAL_MS,
  TICKER_SWAP_MS,
  TICKER_VISIBLE_MS,
  fakeBuyerAddress,
  nextTickerIndex,
  showsBurst,
} from '@/components/ticker/ticker';

export interface TickerState {
  index: number;
  buyer: string;
  visible: boolean;
  pulsing: boolean;
  burst: boolean;
}

/**
 * The simulated purchase ticker of docs/product.md §4: the first entry appears on mount; every 12 s the ticker
 * pulses, 0.5 s later swaps to the next of the 8 entries with a fresh fake buyer, and each entry hides
 * 8 s after appearing. A next price of 10 SOL or more adds a 2-second particle burst.
 */
export function useTickerCycle(random: Random = Math.random): TickerState | null {
  const [state, setState] = useState<TickerState | null>(null);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const appear = (index: number) => {
      const burst = showsBurst(TICKER_ENTRIES[index]?.price ?? '');
      setState({ index, buyer: fakeBuyerAddress(random), visible: true, pulsing: false, burst });
      later(TICKER_VISIBLE_MS, () => setState((s) => (s && s.index === index ? { ...s, visible: false } : s)));
      if (burst) later(PARTICLE_BURST_MS, () => setState((s) => (s && s.index === index ? { ...s, burst: false } : s)));
    };
    let index = 0;
    appear(index);
    const interval = setInterval(() => {
      setState((s) => (s ? { ...s, pulsing: true } : s));
      later(TICKER_SWAP_MS, () => {
        index = nextTickerIndex(index, TICKER_ENTRIES.length);
        appear(index);
      });
    }, TICKER_INTERVAL_MS);
    return () => {
      clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [random]);

  return state;
}
