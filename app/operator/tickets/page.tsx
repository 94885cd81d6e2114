import type { Metadata } from 'next';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { GrantForm } from '@/components/operator/grant-form';
import { Pager, pageParam } from '@/components/operator/pager';
import { requireConsole } from '@/components/operator/require-console';
import { formatUtc } from '@/components/tickets/format';
import { TicketStatement } from '@/components/tickets/ticket-statement';
import { ScrollTable } from '@/components/ui/table';
import { isWalletAddress } from '@/lib/auth';
import { readTicketStatement, readWalletRegistry } from '@/lib/tickets';
import { readRunningDayPasses } from '@/lib/tickets/operator-reads';

export const metadata: Metadata = { title: 'Tickets' };

const PAGE_SIZE = 50;
type Search = Promise<Record<string, string | string[] | undefined>>;

/** Grant or revoke tickets, read a wallet's statement, and the day passes running now. */
export default async function ConsoleTicketsPage({ searchParams }: { searchParams: Search }) {
  await requireConsole();
  const params = await searchParams;
  const wallet = typeof params.wallet === 'string' ? params.wallet.trim() : '';
  const page = pageParam(params.page);
  const valid = wallet !== '' && isWalletAddress(wallet);
  const [passes, statement] = await Promise.all([
    readRunningDayPasses({ page, pageSize: PAGE_SIZE }),
    valid ? Promise.all([readWalletRegistry(wallet), readTicketStatement(wallet)]) : null,
  ]);
  return (
    <>
      <ConsoleHeading title="Tickets">
        Grants and revocations are ledger entries with a reason, shown on the wallet&apos;s statement.
      </ConsoleHeading>
      <div className="grid gap-6">
        <GrantForm wallet={valid ? wallet : ''} />
        <section aria-labelledby="lookup-heading" className="panel p-4 sm:p-6">
          <h2 id="lookup-heading" className="font-display text-xl text-neon-cyan">
            A wallet&apos;s statement
          </h2>
          <form action="/operator/tickets" className="mt-3 flex flex-wrap items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col font-mono text-xs tracking-widest text-dim">
              WALLET
              <input
                name="wallet"
                defaultValue={wallet}
                className="mt-1 rounded border border-edge bg-transparent px-3 py-2 font-mono text-sm text-white"
              />
            </label>
            <button
              type="submit"
              className="rounded border border-neon-cyan px-3 py-2 font-mono text-sm text-neon-cyan"
            >
              Show
            </button>
          </form>
          {wallet && !valid ? <p className="mt-3 text-neon-pink">Not a Solana wallet address.</p> : null}
          {statement ? (
            <p className="mt-3 font-mono text-sm" data-testid="console-balance">
              Balance: {statement[0].total_rts} RT · tier {statement[0].tier}
            </p>
          ) : null}
        </section>
        {statement ? <TicketStatement entries={statement[1]} /> : null}
        <section aria-labelledby="passes-heading" className="panel p-4 sm:p-6">
          <h2 id="passes-heading" className="font-display text-xl text-neon-cyan">
            Day passes running ({passes.total})
          </h2>
          {passes.passes.length === 0 ? (
            <p className="mt-3 text-dim">No day pass is running.</p>
          ) : (
            <ScrollTable
              label="Day passes running"
              boxClassName="mt-3 overflow-x-auto"
              className="w-full min-w-[32rem] text-left text-sm"
              columnClassName="py-2 pr-3 font-normal"
              columns={[
                'WALLET',
                'ENDS',
                { key: 'BALANCE', label: 'BALANCE', className: 'py-2 text-right font-normal' },
              ]}
            >
              {passes.passes.map((p) => (
                <tr key={p.wallet} className="border-t border-edge">
                  <td className="py-2 pr-3 font-mono">{p.wallet}</td>
                  <td className="py-2 pr-3">{formatUtc(p.expiresAt)}</td>
                  <td className="py-2 text-right">{p.balance} RT</td>
                </tr>
              ))}
            </ScrollTable>
          )}
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={passes.total}
            href={(p) => `/operator/tickets?${new URLSearchParams({ ...(valid ? { wallet } : {}), page: String(p) })}`}
          />
        </section>
      </div>
    </>
  );
}
