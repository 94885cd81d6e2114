'use client';

import dynamic from 'next/dynamic';
import type { NameEventKind } from '@/lib/rules/name-history';

const PriceChart = dynamic(() => import('./price-chart').then((m) => m.PriceChart), { ssr: false });

/** The price chart, with its charting library loaded in the browser only where a chart is shown. */
export function PriceChartIsland({ points }: { points: { at: string; sol: number; kind: NameEventKind }[] }) {
  return <PriceChart points={points} />;
}
