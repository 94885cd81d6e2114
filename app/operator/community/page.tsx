import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { ExportButton } from '@/components/operator/export-button';
import { Pager, pageParam } from '@/components/operator/pager';
import { requireConsole } from '@/components/operator/require-console';
import { ScrollTable } from '@/components/ui/table';
import { readTablePage, type ExportTable } from '@/lib/community/export';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'Community' };

/** The community's stored lists, as the console shows them (orders live with the payments pages). */
const TABLES: { table: ExportTable; label: string }[] = [
  { table: 'waitlist', label: 'Waitlist' },
  { table: 'merch', label: 'Merch dossiers' },
  { table: 'submissions', label: 'Submissions' },
  { table: 'upgrades', label: 'Deployment requests' },
  { table: 'votes', label: 'Poll votes' },
  { table: 'notify', label: 'Notify me' },
  { table: 'contact', label: 'Contact messages' },
];

const PAGE_SIZE = 50;
type Search = Promise<Record<string, string | string[] | undefined>>;

const cellText = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value === null ? '' : String(value);

export default async function ConsoleCommunityPage({ searchParams }: { searchParams: Search }) {
  await requireConsole();
  const params = await searchParams;
  const current = TABLES.find((t) => t.table === params.table) ?? TABLES[0]!;
  const page = pageParam(params.page);
  const { columns, rows, total } = await readTablePage(await getDb(), current.table, { page, pageSize: PAGE_SIZE });
  return (
    <>
      <ConsoleHeading title="Community">What visitors sent: newest first, each list exportable as CSV.</ConsoleHeading>
      <nav aria-label="Lists" className="mb-4 overflow-x-auto">
        <ul className="flex flex-wrap gap-2 font-mono text-sm">
          {TABLES.map(({ table, label }) => (
            <li key={table}>
              <Link
                href={`/operator/community?table=${table}`}
                aria-current={table === current.table ? 'page' : undefined}
                className={`block rounded border px-3 py-1 ${table === current.table ? 'border-neon-cyan text-neon-cyan' : 'border-edge text-dim hover:text-neon-cyan'}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl text-neon-cyan">
          {current.label} ({total})
        </h2>
        <ExportButton table={current.table} />
      </div>
      <ScrollTable
        label={current.label}
        className="w-full min-w-[40rem] text-left text-sm"
        testId="community-table"
        columns={columns.map((c) => ({ key: c, label: c.toUpperCase() }))}
        empty={rows.length === 0 ? 'Nothing yet.' : null}
      >
        {rows.map((row, i) => (
          <tr key={String(row.id ?? i)} className="border-t border-edge align-top">
            {columns.map((c) => (
              <td key={c} className="max-w-xs break-words px-3 py-2">
                {cellText(row[c])}
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        href={(p) => `/operator/community?table=${current.table}&page=${p}`}
      />
    </>
  );
}
