import type { Metadata } from 'next';
import { AuditChanges } from '@/components/operator/audit-changes';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { Pager, pageParam } from '@/components/operator/pager';
import { requireConsole } from '@/components/operator/require-console';
import { formatUtc } from '@/components/tickets/format';
import { ScrollTable } from '@/components/ui/table';
import { AUDIT_PAGE_SIZE, readAuditLog } from '@/lib/auth/audit-log';

export const metadata: Metadata = { title: 'Audit log' };

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Every operator write, newest first: who, when, what, on what, and which fields it changed from what to what. */
export default async function ConsoleAuditPage({ searchParams }: { searchParams: Search }) {
  await requireConsole();
  const page = pageParam((await searchParams).page);
  const { entries, total } = await readAuditLog(page);
  return (
    <>
      <ConsoleHeading title="Audit log">
        Every change made through the console or the operator API. Entries are never changed or removed.
      </ConsoleHeading>
      <ScrollTable
        label="Audit log"
        className="w-full min-w-[48rem] text-left text-sm"
        testId="audit-log"
        columns={['WHEN', 'WHO', 'ACTION', 'TARGET', 'CHANGES']}
        empty={entries.length === 0 ? 'No changes yet.' : null}
      >
        {entries.map((e) => (
          <tr key={e.id} className="border-t border-edge align-top">
            <td className="whitespace-nowrap px-3 py-2">{formatUtc(e.createdAt)}</td>
            <td className="break-all px-3 py-2 font-mono">{e.actor}</td>
            <td className="px-3 py-2 font-mono">{e.action}</td>
            <td className="break-all px-3 py-2">{e.target}</td>
            <td className="max-w-md px-3 py-2 font-mono text-xs">
              <AuditChanges before={e.before} after={e.after} />
            </td>
          </tr>
        ))}
      </ScrollTable>
      <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={total} href={(p) => `/operator/audit?page=${p}`} />
    </>
  );
}
