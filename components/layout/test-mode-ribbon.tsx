import { TEST_MODE_RIBBON } from '@/lib/rules/sales-mode';

const BAND = 'bg-neon-yellow py-1 font-mono text-xs font-bold tracking-widest text-black';

const VARIANTS = {
  /** Across the top of a page rendered with the mode already known (the operator's pages). */
  bar: `${BAND} px-3 text-center`,
  /**
   * Stuck to the bottom of the viewport, for a page that learns the mode after it is shown: placed after the page's
   * content, it moves nothing already on screen. Left-aligned on small screens, clear of the chat button.
   */
  sticky: `${BAND} pointer-events-none sticky bottom-0 z-10 pl-3 pr-20 text-left sm:px-20 sm:text-center`,
  /** Inside an order's panel. */
  compact: 'rounded border border-neon-yellow/60 px-2 py-1 font-mono text-xs font-bold text-neon-yellow',
} as const;

/** "TEST MODE — devnet SOL, no real money": on every page while the mall sells on devnet (docs/operators.md). */
export function TestModeRibbon({ variant = 'bar' }: { variant?: keyof typeof VARIANTS }) {
  return (
    <p role="note" data-testid="test-mode-ribbon" className={VARIANTS[variant]}>
      {TEST_MODE_RIBBON}
    </p>
  );
}
