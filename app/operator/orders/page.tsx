import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { filterParams, OrderFilterForm, orderFiltersOf } from '@/components/operator/order-filters';
import { OrderTable } from '@/components/operator/order-table';
import { requireConsole } from '@/components/operator/require-console';
import { countOrdersByStatus, readOrderPage } from '@/lib/commerce/orders/order-list';
import { ORDER_STATUSES } from '@/lib/rules/order-states';

export const metadata: Metadata = { title: 'Orders' };

type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** Every sale order, newest first, filtered and paged by keyset (docs/operators.md "Orders"). */
export default async function ConsoleOrdersPage({ searchParams }: { searchParams: Search }) {
  await requireConsole();
  const params = await searchParams;
  const filters = orderFiltersOf(params);
  const [page, totals] = await Promise.all([
    readOrderPage(filters, { after: one(params.after), before: one(params.before) }),
    countOrdersByStatus(filters),
  ]);
  const kept = filterParams(filters);
  const href = (extra: Record<string, string>) => `/operator/orders?${new URLSearchParams({ ...kept, ...extra })}`;
  const all = Object.values(totals).reduce((sum, n) => sum + n, 0);
  const { status: _status, ...withoutStatus } = kept;
  const statusHref = (status?: string) =>
    `/operator/orders?${new URLSearchParams({ ...withoutStatus, ...(status ? { status } : {}) })}`;
  return (
    <>
      <ConsoleHeading title="Orders">
        Every sale order: find one by its name, buyer, signature or id, open it to see its payments, fulfil or refund
        it.
      </ConsoleHeading>
      <OrderFilterForm filters={filters} />
      <nav aria-label="Totals per status" className="mb-4">
        <ul className="flex flex-wrap gap-2 font-mono text-xs" data-testid="order-totals">
          <li>
            <Link
              href={statusHref()}
              aria-current={!filters.status ? 'page' : undefined}
              className={`block rounded border px-2 py-1 ${!filters.status ? 'border-neon-cyan text-neon-cyan' : 'border-edge text-dim hover:text-neon-cyan'}`}
            >
              all {all.toLocaleString('en-US')}
            </Link>
          </li>
          {ORDER_STATUSES.map((s) => (
            <li key={s}>
              <Link
                href={statusHref(s)}
                aria-current={filters.status === s ? 'page' : undefined}
                className={`block rounded border px-2 py-1 ${filters.status === s ? 'border-neon-cyan text-neon-cyan' : 'border-edge text-dim hover:text-neon-cyan'}`}
              >
                {s} {totals[s].toLocaleString('en-US')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <OrderTable orders={page.orders} />
      <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 font-mono text-sm">
        {page.newer ? (
          <>
            <Link href={href({})} className="rounded border border-edge px-3 py-1 hover:border-neon-cyan">
              ⇤ Newest
            </Link>
            <Link
              href={href({ before: page.newer })}
              rel="prev"
              className="rounded border border-edge px-3 py-1 hover:border-neon-cyan"
            >
              ← Newer
            </Link>
          </>
        ) : null}
        {page.older ? (
          <Link
            href={href({ after: page.older })}
            rel="next"
            className="rounded border border-edge px-3 py-1 hover:border-neon-cyan"
          >
            Older →
          </Link>
        ) : null}
      </nav>
    </>
  );
}
