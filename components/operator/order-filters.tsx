import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { CONTROL, LABEL } from '@/components/ui/field';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/rules/order-states';
import type { OrderFilters } from '@/lib/commerce/orders/order-list';

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

/** How many filters besides the search the view sets: the count beside the folded "Filters". */
const setFilters = ({ status, from, to, name, buyer }: OrderFilters) =>
  [status, from, to, name, buyer].filter(Boolean).length;

/**
 * A plain GET form: works without JavaScript, and the filtered view is a link to share. On a phone the filters fold
 * behind "Filters" beside the search, as on /domains (a `<details>`; app/globals.css opens it on wider screens).
 */
export function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  const count = setFilters(filters);
  return (
    <form role="search" aria-label="Filter orders" action="/operator/orders" className="panel mb-4 grid gap-3 p-4">
      <label className={LABEL}>
        SEARCH (ORDER ID, SIGNATURE, REFERENCE, WALLET OR NAME)
        <input name="q" type="search" defaultValue={filters.search ?? ''} className={CONTROL} />
      </label>
      <details className="filters-fold group" data-testid="order-filters-fold">
        <summary className="w-fit cursor-pointer list-none rounded border border-edge px-4 py-2 font-mono text-sm text-ink hover:border-neon-cyan">
          Filters{count ? ` (${count})` : ''}
          <span aria-hidden="true" className="ml-2 inline-block transition-transform group-open:rotate-90">
            ›
          </span>
        </summary>
        <div className="filters-fold-body grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <label className={LABEL}>
            STATUS
            <select name="status" defaultValue={filters.status ?? ''} className={`${CONTROL} bg-panel`}>
              <option value="">Any</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className={LABEL}>
            FROM (UTC)
            <input name="from" type="date" defaultValue={filters.from ?? ''} className={CONTROL} />
          </label>
          <label className={LABEL}>
            TO (UTC)
            <input name="to" type="date" defaultValue={filters.to ?? ''} className={CONTROL} />
          </label>
          <label className={LABEL}>
            NAME
            <input name="name" defaultValue={filters.name ?? ''} autoComplete="off" className={CONTROL} />
          </label>
          <label className={`${LABEL} sm:col-span-2`}>
            BUYER WALLET
            <input
              name="buyer"
              defaultValue={filters.buyer ?? ''}
              autoComplete="off"
              className={`${CONTROL} font-mono`}
            />
          </label>
        </div>
      </details>
      <div className="flex items-end gap-3">
        <button type="submit" className={buttonClass()}>
          Filter
        </button>
        <Link href="/operator/orders" className="py-2 font-mono text-sm text-dim hover:text-neon-cyan">
          Clear
        </Link>
      </div>
    </form>
  );
}
