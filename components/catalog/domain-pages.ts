import { DOMAINS_PAGE_SIZE } from '@/lib/rules/catalog-limits';

export interface DomainPageSlice<T> {
  items: T[];
  /** The page asked for (it may lie past the last page). */
  page: number;
  /** At least 1, so an empty view still has a page to link to. */
  pageCount: number;
  /** 1-based position of the first item shown; 0 when nothing is shown. */
  first: number;
  last: number;
}

/** One page of an already filtered and sorted list. */
export function pageOf<T>(all: readonly T[], page: number, size = DOMAINS_PAGE_SIZE): DomainPageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(all.length / size));
  const start = (page - 1) * size;
  const items = all.slice(start, start + size);
  return { items, page, pageCount, first: items.length ? start + 1 : 0, last: items.length ? start + items.length : 0 };
}

/**
 * The page numbers a pager shows: the first, the last and the current one with its neighbours; null marks
 * a gap. Seven pages or fewer are all shown.
 */
export function pagerNumbers(current: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const shown = new Set([1, pageCount, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous === 2) numbers.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) numbers.push(null);
    numbers.push(n);
  });
  return numbers;
}
