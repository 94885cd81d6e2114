import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { Pager, pageParam } from '@/components/operator/pager';
import { requireConsole } from '@/components/operator/require-console';
import { ScrollTable } from '@/components/ui/table';
import { LABEL } from '@/components/ui/field';
import { countDomains, readDomains } from '@/lib/catalog';

export const metadata: Metadata = { title: 'Catalogue' };

const PAGE_SIZE = 50;
const COUNT_CAP = 100_000;

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The catalogue as a searchable, paged table: each name links to its edit form. */
export default async function ConsoleCatalogPage({ searchParams }: { searchParams: Search }) {
  await requireConsole();
  const params = await searchParams;
  const q = typeof params.q === 'string' ? params.q.trim().slice(0, 100) : '';
  const page = pageParam(params.page);
  const filters = { ...(q ? { search: q } : {}) };
  const [list, counted] = await Promise.all([
    readDomains({ ...filters, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    countDomains(filters, COUNT_CAP),
  ]);
  const href = (p: number) => `/operator/catalog?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <>
      <ConsoleHeading title="Catalogue">
        Search the names, edit one, import a CSV or export the whole catalogue.
      </ConsoleHeading>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <form role="search" action="/operator/catalog" className="flex flex-wrap items-end gap-2">
          <label className={LABEL}>
            SEARCH NAMES
            <input
              name="q"
              type="search"
              defaultValue={q}
              className="mt-1 rounded border border-edge bg-transparent px-3 py-2 text-sm text-white"
            />
          </label>
          <button type="submit" className="rounded border border-neon-cyan px-3 py-2 font-mono text-sm text-neon-cyan">
            Search
          </button>
        </form>
        <Link
          href="/operator/catalog/import"
          className="rounded border border-neon-yellow px-3 py-2 font-mono text-sm text-neon-yellow"
        >
          Import CSV
        </Link>
        <a
          href="/api/operator/catalog/export"
          download
          className="rounded border border-edge px-3 py-2 font-mono text-sm text-dim hover:text-neon-cyan"
        >
          Export CSV
        </a>
      </div>
      <p className="mb-2 font-mono text-xs text-dim" data-testid="catalog-count">
        {counted.capped ? `More than ${COUNT_CAP.toLocaleString('en-US')}` : counted.count.toLocaleString('en-US')}{' '}
        names
      </p>
      <ScrollTable
        label="Names"
        className="w-full min-w-[40rem] text-left text-sm"
        testId="console-catalog"
        columns={['NAME', 'PRICE', 'STATUS', 'CATEGORY', 'LISTED', 'FEATURED']}
        empty={list.domains.length === 0 ? 'No names match.' : null}
      >
        {list.domains.map((d) => (
          <tr key={d.name} className="border-t border-edge">
            <td className="px-3 py-2">
              <Link href={`/operator/catalog/${d.name}`} className="text-neon-cyan hover:underline">
                {d.name}
              </Link>
            </td>
            <td className="px-3 py-2">{d.price}</td>
            <td className="px-3 py-2">{d.status}</td>
            <td className="px-3 py-2">{d.category}</td>
            <td className="px-3 py-2">{d.listed ? 'yes' : 'no'}</td>
            <td className="px-3 py-2">{d.featured ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </ScrollTable>
      <Pager page={page} pageSize={PAGE_SIZE} total={counted.capped ? null : counted.count} href={href} />
    </>
  );
}
