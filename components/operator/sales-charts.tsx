'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ConversionDay, RevenuePoint } from '@/lib/commerce/sales/sales-dashboard';

const axis = { fill: '#9ca3af', fontSize: 11 };
const tooltip = { background: '#0b0d14', border: '1px solid #374151' };
const shortDay = (d: string) => d.slice(5);

/** Revenue per day or week in SOL and, beside it, in USD at each sale's rate (Recharts; the dashboard page only). */
export function RevenueChart({ points, testId }: { points: RevenuePoint[]; testId: string }) {
  return (
    <div className="h-64 w-full" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#1f2937" strokeDasharray="3 3" />
          <XAxis dataKey="period" tick={axis} tickFormatter={shortDay} />
          <YAxis yAxisId="sol" tick={axis} />
          <YAxis yAxisId="usd" orientation="right" tick={axis} />
          <Tooltip
            contentStyle={tooltip}
            formatter={(value, name) => [
              name === 'Revenue (USD)' ? `${String(value)} USD` : `${String(value)} SOL`,
              String(name),
            ]}
          />
          <Legend />
          <Bar yAxisId="sol" dataKey="sol" name="Revenue (SOL)" fill="#facc15" />
          <Bar yAxisId="usd" dataKey="usd" name="Revenue (USD)" fill="#4ade80" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Orders opened vs paid per day. */
export function ConversionChart({ days }: { days: ConversionDay[] }) {
  return (
    <div className="h-64 w-full" data-testid="conversion-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#1f2937" strokeDasharray="3 3" />
          <XAxis dataKey="day" tick={axis} tickFormatter={shortDay} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip contentStyle={tooltip} />
          <Legend />
          <Bar dataKey="opened" name="Opened" fill="#22d3ee" />
          <Bar dataKey="paid" name="Paid" fill="#4ade80" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
