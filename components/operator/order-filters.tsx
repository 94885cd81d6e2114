import Link from 'next/link';
import { ORDER_STATUSES } from '@/lib/rules/order-states';
import type { OrderFilters } from '@/lib/commerce/orders/order-list';

const field = 'mt-1 rounded border border-edge bg-transparent px-3 py-2 text-sm text-white';
const label = 'flex flex-col font-mono text-xs tracking-widest text-dim';

type Search = Record<string, string | string[] | undefined>;

const text = (value: string | string[] | undefined, max: number) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** The filters from the query string; an unknown status is no filter. */
export function orderFiltersOf(params: Search): OrderFilters {
  const status = text(params.status, 20);
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderFilters['status']) : undefined,
    from: text(params.from, 10) || undefined,
    to: text(params.to, 10) || undefined,
    name: text(params.name, 100) || undefined,
    buyer: text(params.buyer, 64) || undefined,
    search: text(params.q, 100) || undefined,
  };
}

/** The filters as query parameters (for links that keep them). */
export function filterParams({ status, from, to, name, buyer, search }: OrderFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ status, from, to, name, buyer, q: search }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  );
}

/** A plain GET form: works without JavaScript, and the filtered view is a link to share. */
export function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  return (
    <form
      role="search"
      aria-label="Filter orders"
      action="/operator/orders"
      className="mb-4 grid gap-3 rounded-lg border border-edge bg-panel p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <label className={`${label} sm:col-span-3 lg:col-span-6`}>
        SEARCH (ORDER ID, SIGNATURE, REFERENCE, WALLET OR NAME)
        <input name="q" type="search" defaultValue={filters.search ?? ''} className={field} />
      </label>
      <label className={label}>
        STATUS
        <select name="status" defaultValue={filters.status ?? ''} className={`${field} bg-panel`}>
          <option value="">Any</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        FROM (UTC)
        <input name="from" type="date" defaultValue={filters.from ?? ''} className={field} />
      </label>
      <label className={label}>
        TO (UTC)
        <input name="to" type="date" defaultValue={filters.to ?? ''} className={field} />
      </label>
      <label className={label}>
        NAME
        <input name="name" defaultValue={filters.name ?? ''} autoComplete="off" className={field} />
      </label>
      <label className={`${label} lg:col-span-2`}>
        BUYER WALLET
        <input name="buyer" defaultValue={filters.buyer ?? ''} autoComplete="off" className={`${field} font-mono`} />
      </label>
      <div className="flex items-end gap-3">
        <button type="submit" className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan">
          Filter
        </button>
        <Link href="/operator/orders" className="py-2 font-mono text-sm text-dim hover:text-neon-cyan">
          Clear
        </Link>
      </div>
    </form>
  );
}
