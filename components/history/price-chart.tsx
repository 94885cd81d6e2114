'use client';

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { NameEventKind } from '@/lib/rules/name-history';
import { NAME_EVENT_LABELS } from '@/lib/rules/name-history';

const axis = { fill: '#9ca3af', fontSize: 11 };
const tooltip = { background: '#0b0d14', border: '1px solid #374151' };

/** A name's prices over time (listed, repriced, offered, sold), in SOL. Recharts: loaded only where it is shown. */
export function PriceChart({ points }: { points: { at: string; sol: number; kind: NameEventKind }[] }) {
  return (
    <div className="h-48 w-full" data-testid="price-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#1f2937" strokeDasharray="3 3" />
          <XAxis dataKey="at" tick={axis} tickFormatter={(at: string) => at.slice(5, 10)} />
          <YAxis tick={axis} />
          <Tooltip
            contentStyle={tooltip}
            labelFormatter={(at) => String(at).slice(0, 16).replace('T', ' ')}
            formatter={(value, _name, item) => [
              `${String(value)} SOL`,
              NAME_EVENT_LABELS[(item.payload as { kind: NameEventKind }).kind],
            ]}
          />
          <Line type="stepAfter" dataKey="sol" stroke="#22d3ee" dot />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
