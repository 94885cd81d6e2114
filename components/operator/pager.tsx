import Link from 'next/link';

/** A page number from a query string: a whole number from 1, anything else is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

/** Previous/next links of a paged table, keeping the other query parameters. */
export function Pager({
  page,
  pageSize,
  total,
  href,
}: {
  page: number;
  pageSize: number;
  /** null: not counted (more than a cap); the next link shows while the page is full. */
  total: number | null;
  href: (page: number) => string;
}) {
  const last = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = last === null || page < last;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 font-mono text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className="rounded border border-edge px-3 py-1 hover:border-neon-cyan">
          ← Previous
        </Link>
      ) : null}
      <span className="text-dim">
        Page {page}
        {last !== null ? ` of ${last}` : ''}
      </span>
      {hasNext ? (
        <Link href={href(page + 1)} rel="next" className="rounded border border-edge px-3 py-1 hover:border-neon-cyan">
          Next →
        </Link>
      ) : null}
    </nav>
  );
}
