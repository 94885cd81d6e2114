import Link from 'next/link';
import type { SalesMode } from '@/lib/rules/sales-mode';
import { ClearTestOrders } from './clear-test-orders';

const LABELS: Record<SalesMode, string> = { live: 'Live sales', test: 'Test sales' };

/** The dashboard shows one mode's sales at a time: test and live never mix (docs/operators.md). */
export function SalesModeTabs({
  shown,
  counts,
  owner,
}: {
  shown: SalesMode;
  counts: Record<SalesMode, number>;
  owner: boolean;
}) {
  return (
    <nav
      aria-label="Sales mode"
      className="flex flex-wrap items-center gap-2 font-mono text-sm"
      data-testid="sales-mode"
    >
      {(['live', 'test'] as const).map((mode) => (
        <Link
          key={mode}
          href={`/operator?mode=${mode}`}
          aria-current={shown === mode ? 'page' : undefined}
          className={`rounded border px-3 py-1 ${shown === mode ? 'border-neon-cyan text-neon-cyan' : 'border-edge text-dim hover:text-neon-cyan'}`}
        >
          {LABELS[mode]} ({counts[mode].toLocaleString('en-US')} orders)
        </Link>
      ))}
      {owner && shown === 'test' && counts.test > 0 ? <ClearTestOrders /> : null}
    </nav>
  );
}
