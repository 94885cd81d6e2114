'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TicketFlowDay } from '@/lib/tickets/operator-reads';

/** Tickets issued vs spent per day (Recharts; loaded by the dashboard page only). */
export function TicketFlowChart({ days }: { days: TicketFlowDay[] }) {
  return (
    <div className="h-72 w-full" data-testid="ticket-flow-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#1f2937" strokeDasharray="3 3" />
          <XAxis dataKey="day" tick={{ fill: '#9ca3af', fontSize: 11 }} tickFormatter={(d: string) => d.slice(5)} />
          <YAxis allowDecimals={false} tick={{ fill: '#9ca3af', fontSize: 11 }} />
          <Tooltip contentStyle={{ background: '#0b0d14', border: '1px solid #374151' }} />
          <Legend />
          <Bar dataKey="issued" name="Issued" fill="#22d3ee" />
          <Bar dataKey="spent" name="Spent" fill="#f472b6" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
