import { TEST_MODE_RIBBON } from '@/lib/rules/sales-mode';

/** "TEST MODE — devnet SOL, no real money": on every page while the mall sells on devnet (docs/operators.md). */
export function TestModeRibbon({ compact = false }: { compact?: boolean }) {
  return (
    <p
      role="note"
      data-testid="test-mode-ribbon"
      className={
        compact
          ? 'rounded border border-neon-yellow/60 px-2 py-1 font-mono text-xs font-bold text-neon-yellow'
          : 'bg-neon-yellow px-3 py-1 text-center font-mono text-xs font-bold tracking-widest text-black'
      }
    >
      {TEST_MODE_RIBBON}
    </p>
  );
}
