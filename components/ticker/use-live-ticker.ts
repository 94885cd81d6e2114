'use client';

import { useCallback, useEffect, useReducer } from 'react';
import { subscribeToSales } from '@/components/live/sales-feed';
import { saleLine, withNewSale, withoutName, type PublicSale, type SaleStreamEvent } from '@/lib/rules/live-sales';
import { TICKER_INTERVAL_MS, TICKER_VISIBLE_MS } from '@/components/ticker/ticker';

export interface LiveTickerState {
  sales: PublicSale[];
  index: number;
  visible: boolean;
  /** When the entry shown appeared: its "time ago" is counted to then. */
  shownAt: number;
  /** The last new sale, for screen readers (announced once, not on every cycle). */
  announcement: string;
  /** Focus is inside the toast: it neither hides nor moves on, so a keyboard user can reach its button. */
  held: boolean;
}

type LiveTickerAction =
  | { type: 'stream'; event: SaleStreamEvent; now: number }
  | { type: 'next'; now: number }
  | { type: 'hide' }
  | { type: 'hold'; held: boolean };

/** @internal Exported for tests: the ticker's state after an event of the feed, its clock, or focus entering or leaving it. */
export function reduceLiveTicker(state: LiveTickerState, action: LiveTickerAction): LiveTickerState {
  if (action.type === 'hold') return { ...state, held: action.held };
  if (state.held && (action.type === 'hide' || action.type === 'next')) return state;
  if (action.type === 'hide') return { ...state, visible: false };
  if (action.type === 'next') {
    if (state.sales.length === 0) return state;
    return { ...state, index: (state.index + 1) % state.sales.length, visible: true, shownAt: action.now };
  }
  const { event, now } = action;
  switch (event.type) {
    case 'sale':
      return {
        ...state,
        sales: withNewSale(state.sales, event.sale),
        index: 0,
        visible: true,
        shownAt: now,
        announcement: saleLine(event.sale, new Date(now)),
      };
    case 'sales':
      return { ...state, sales: event.sales, index: Math.min(state.index, Math.max(0, event.sales.length - 1)) };
    case 'change': {
      if (event.status !== 'refunded') return state;
      const sales = withoutName(state.sales, event.slug);
      return { ...state, sales, index: Math.min(state.index, Math.max(0, sales.length - 1)) };
    }
    default:
      return state;
  }
}

/**
 * The real sales ticker: the newest sale first, then the recent ones in turn on the simulated ticker's clock
 * (shown 8 s, the next every 12 s); a sale made anywhere shows at once (docs/payments-reference.md "Real activity").
 */
export function useLiveTicker(initial: PublicSale[]): LiveTickerState & { hold: (held: boolean) => void } {
  const [state, dispatch] = useReducer(reduceLiveTicker, initial, (sales) => ({
    sales,
    index: 0,
    visible: sales.length > 0,
    shownAt: Date.now(),
    announcement: '',
    held: false,
  }));

  useEffect(() => subscribeToSales((event) => dispatch({ type: 'stream', event, now: Date.now() })), []);

  useEffect(() => {
    const interval = setInterval(() => dispatch({ type: 'next', now: Date.now() }), TICKER_INTERVAL_MS);
    return () => clearInterval(interval);
  }, []);

  useEffect(() => {
    if (!state.visible || state.held) return;
    const timer = setTimeout(() => dispatch({ type: 'hide' }), TICKER_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state.visible, state.shownAt, state.held]);

  const hold = useCallback((held: boolean) => dispatch({ type: 'hold', held }), []);
  return { ...state, hold };
}
