import Link from 'next/link';
import type { ReactNode } from 'react';
import { readSalesDashboard, SALES_DAYS, SALES_WEEKS } from '@/lib/commerce/sales/sales-dashboard';
import { ORDER_STATUS_LABELS } from '@/lib/rules/order-states';
import { lamportsToSolText } from '@/lib/rules/payments';
import { countOf } from '@/lib/rules/labels';
import { formatUsd } from '@/lib/rules/money';
import { Stat } from '@/components/ui/stat';
import type { SalesMode } from '@/lib/rules/sales-mode';
import { ConversionChart, RevenueChart } from './sales-charts';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="panel p-4 sm:p-6">
      <h2 id={id} className="font-display text-xl text-neon-cyan">
        {title}
      </h2>
      {children}
    </section>
  );
}

const sum = (points: { lamports: string }[]) => points.reduce((total, p) => total + BigInt(p.lamports), 0n);

/**
 * Revenue (SOL, and USD at each sale's recorded rate), orders, amounts owed, and names viewed vs bought, from the
 * payments records and the name-view counts (lib/commerce/sales/sales-dashboard.ts). With no sale (or no order) yet
 * it says so and draws no chart.
 */
export async function SalesOverview({ mode }: { mode: SalesMode }) {
  const board = await readSalesDashboard(new Date(), mode);
  const sales = board.revenueByDay.reduce((n, d) => n + d.sales, 0);
  const usdTotal = board.revenueByDay.reduce((n, d) => n + d.usd, 0);
  const owed = (
    <p className="mt-2 font-mono text-sm" data-testid="owed-total">
      {board.owed.orders === 0
        ? 'Nothing is owed back.'
        : `${lamportsToSolText(BigInt(board.owed.lamports))} SOL owed back on ${countOf(board.owed.orders, 'order')}.`}{' '}
      {board.owed.orders > 0 ? (
        <Link href="/operator/orders?owed=1" className="text-neon-cyan underline">
          See the orders owed
        </Link>
      ) : null}
    </p>
  );
  return (
    <>
      <Panel id="revenue-heading" title="Revenue">
        {board.topBought.length === 0 ? (
          <p className="mt-2 text-dim" data-testid="no-sales">
            No sales yet.
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-dim" data-testid="revenue-total">
              Last {SALES_DAYS} days: {lamportsToSolText(sum(board.revenueByDay))} SOL (
              {formatUsd(usdTotal, { sign: false })} USD at the time of sale) from {countOf(sales, 'sale')}.
            </p>
            <p className="mt-1 text-sm text-dim" data-testid="unpriced-sales">
              {board.unpricedSales === 0
                ? 'Every sale has its SOL/USD rate.'
                : `${countOf(board.unpricedSales, 'sale')} without a SOL/USD rate (the price service could not say when ${board.unpricedSales === 1 ? 'it' : 'they'} sold): left out of USD.`}
            </p>
            <h3 className="mt-4 font-mono text-xs tracking-widest text-dim">PER DAY (UTC)</h3>
            <RevenueChart points={board.revenueByDay} testId="revenue-day-chart" />
            <h3 className="mt-4 font-mono text-xs tracking-widest text-dim">
              PER WEEK (LAST {SALES_WEEKS}, FROM MONDAY)
            </h3>
            <RevenueChart points={board.revenueByWeek} testId="revenue-week-chart" />
          </>
        )}
      </Panel>
      <Panel id="orders-heading" title="Orders">
        {board.totalOrders === 0 ? <p className="mt-2 text-dim">No orders yet.</p> : null}
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {board.byStatus.map(({ status, orders }) => (
            <Stat
              key={status}
              label={ORDER_STATUS_LABELS[status]}
              value={orders}
              testId={`orders-${status}`}
              boxed={false}
            />
          ))}
        </dl>
        <h3 className="mt-4 font-mono text-xs tracking-widest text-dim">OPENED VS PAID PER DAY (LAST {SALES_DAYS})</h3>
        {board.totalOrders === 0 ? null : <ConversionChart days={board.conversion} />}
        <h3 className="mt-2 font-mono text-xs tracking-widest text-dim">AMOUNTS OWED BACK</h3>
        {owed}
      </Panel>
      <Panel id="viewed-heading" title="Top names viewed vs bought">
        <p className="mt-1 text-sm text-dim">
          Views of a name&apos;s page and its wiki page, last {SALES_DAYS} days (one beacon a page shown).
        </p>
        {board.topViewed.length === 0 ? (
          <p className="mt-2 text-dim">No name viewed yet.</p>
        ) : (
          <table className="mt-3 w-full font-mono text-sm" data-testid="top-viewed">
            <thead>
              <tr className="text-left text-xs tracking-widest text-dim">
                <th scope="col">NAME</th>
                <th scope="col" className="text-right">
                  VIEWS
                </th>
                <th scope="col" className="text-right">
                  BOUGHT
                </th>
              </tr>
            </thead>
            <tbody>
              {board.topViewed.map((v) => (
                <tr key={v.slug}>
                  <td className="truncate">{v.name}</td>
                  <td className="text-right text-neon-yellow">{v.views.toLocaleString('en-US')}</td>
                  <td className="text-right">{v.bought ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Panel id="top-heading" title="Top names bought">
        <p className="mt-1 text-sm text-dim">By price.</p>
        {board.topBought.length === 0 ? (
          <p className="mt-2 text-dim">No name bought yet.</p>
        ) : (
          <ol className="mt-3 grid gap-1 font-mono text-sm" data-testid="top-bought">
            {board.topBought.map((t) => (
              <li key={t.name} className="flex justify-between gap-3">
                <span className="truncate">{t.name}</span>
                <span className="text-neon-yellow">{lamportsToSolText(BigInt(t.lamports))} SOL</span>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}
