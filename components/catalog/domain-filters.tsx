import { IntentLink } from '@/components/navigation/intent-link';
import { DOMAIN_CATEGORIES, DOMAIN_STATUSES } from '@/lib/catalog/types';
import { domainStatusLabel } from '@/lib/rules/status-label';
import { BEST_MATCH_LABEL, DOMAIN_SORT_LABELS, DOMAIN_SORTS, type DomainListQuery } from './domain-list-query';
import { FiltersAutoApply } from './filters-auto-apply';
import { categoryLabel } from '@/lib/rules/labels';

const control =
  'w-full rounded border border-edge bg-panel-2 px-3 py-2 text-sm text-ink placeholder:text-dim focus-visible:border-neon-cyan';
const label = 'mb-1 block font-mono text-xs uppercase tracking-wide text-dim';

/** How many filters (besides the search and the sort) the view sets: the count beside the folded "Filters". */
function setFilters(query: DomainListQuery): number {
  return [query.category, query.status, query.min, query.max, query.vaulted, query.sort].filter(
    (value) => value !== undefined,
  ).length;
}

/**
 * Search, filters and sort as a GET form: the view lives in the URL and works without JavaScript (Apply submits it;
 * the page drops the empty fields from the URL). On a narrow screen the filters fold behind "Filters" (a
 * `<details>`, no script needed); with JavaScript they apply as they change (docs/product.md §2).
 */
export function DomainFilters({ query }: { query: DomainListQuery }) {
  const count = setFilters(query);
  return (
    <form
      method="get"
      action="/domains"
      role="search"
      aria-label="Search and filter domains"
      className="mb-8 grid gap-4 panel p-4"
    >
      <FiltersAutoApply />
      <div>
        <label htmlFor="domains-q" className={label}>
          Search
        </label>
        <input
          id="domains-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          placeholder="Name or description"
          maxLength={100}
          className={control}
        />
      </div>
      <details className="filters-fold group" data-testid="domain-filters-fold">
        <summary className="w-fit cursor-pointer list-none rounded border border-edge px-4 py-2 font-mono text-sm text-ink hover:border-neon-cyan">
          Filters{count ? ` (${count})` : ''}
          <span aria-hidden="true" className="ml-2 inline-block transition-transform group-open:rotate-90">
            ›
          </span>
        </summary>
        <div className="filters-fold-body grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <div>
            <label htmlFor="domains-category" className={label}>
              Category
            </label>
            <select id="domains-category" name="category" defaultValue={query.category ?? ''} className={control}>
              <option value="">All</option>
              {DOMAIN_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="domains-status" className={label}>
              Status
            </label>
            <select id="domains-status" name="status" defaultValue={query.status ?? ''} className={control}>
              <option value="">All</option>
              {DOMAIN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {domainStatusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className={label}>Price (SOL)</legend>
            <label htmlFor="domains-min" className="sr-only">
              Minimum price in SOL
            </label>
            <input
              id="domains-min"
              name="min"
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder="Min"
              defaultValue={query.min ?? ''}
              className={control}
            />
            <label htmlFor="domains-max" className="sr-only">
              Maximum price in SOL
            </label>
            <input
              id="domains-max"
              name="max"
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              placeholder="Max"
              defaultValue={query.max ?? ''}
              className={control}
            />
          </fieldset>
          <div>
            <label htmlFor="domains-sort" className={label}>
              Sort
            </label>
            <select id="domains-sort" name="sort" defaultValue={query.sort ?? ''} className={control}>
              <option value="">{BEST_MATCH_LABEL}</option>
              {DOMAIN_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {DOMAIN_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 self-end pb-2 font-mono text-sm text-ink">
            <input
              type="checkbox"
              name="vaulted"
              value="1"
              defaultChecked={query.vaulted}
              className="size-4 accent-neon-cyan"
            />
            Vaulted only
          </label>
          <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-5">
            <button
              type="submit"
              className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
            >
              Apply
            </button>
            <IntentLink href="/domains" className="px-2 py-2 font-mono text-sm text-dim underline hover:text-ink">
              Reset
            </IntentLink>
          </div>
        </div>
      </details>
    </form>
  );
}
