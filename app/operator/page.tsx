import type { Metadata } from 'next';
import { BackgroundWork } from '@/components/operator/background-work';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { requireConsole } from '@/components/operator/require-console';
import { SalesModeTabs } from '@/components/operator/sales-mode-tabs';
import { SalesOverview } from '@/components/operator/sales-overview';
import { operatorRole } from '@/lib/auth/operators';
import { countOrdersByMode } from '@/lib/commerce/orders/order-mode';
import type { SalesMode } from '@/lib/rules/sales-mode';
import { currentSettings } from '@/lib/settings';
import { Stat } from '@/components/ui/stat';
import { TicketFlowChart } from '@/components/operator/ticket-flow-chart';
import { countTable } from '@/lib/community/export';
import { getDb } from '@/lib/db';
import { readRunningDayPasses, readTicketFlow, TICKET_FLOW_DAYS } from '@/lib/tickets/operator-reads';

// The layout's title template reaches the pages below it, not this one beside it.
export const metadata: Metadata = { title: { absolute: 'Dashboard | Operator console' } };

/** How the shop is doing at a glance: sales, the tickets economy, day passes and waitlists. */
type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function ConsoleDashboardPage({ searchParams }: { searchParams: Search }) {
  const wallet = await requireConsole();
  const asked = (await searchParams).mode;
  const mode: SalesMode = asked === 'live' || asked === 'test' ? asked : currentSettings().mode;
  const db = await getDb();
  const [flow, testFlow, passes, waitlist, merch, notify, byMode, role] = await Promise.all([
    readTicketFlow('live'),
    readTicketFlow('test'),
    readRunningDayPasses({ pageSize: 1 }),
    countTable(db, 'waitlist'),
    countTable(db, 'merch'),
    countTable(db, 'notify'),
    countOrdersByMode(),
    operatorRole(wallet),
  ]);
  const issued = flow.reduce((sum, d) => sum + d.issued, 0);
  const spent = flow.reduce((sum, d) => sum + d.spent, 0);
  const testIssued = testFlow.reduce((sum, d) => sum + d.issued - d.spent, 0);
  return (
    <>
      <ConsoleHeading title="Dashboard">
        How the shop is doing: tickets, sales, orders and background work.
      </ConsoleHeading>
      <div className="grid gap-6">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="DAY PASSES RUNNING" value={passes.total} testId="stat-day-passes" />
          <Stat label="WAITLIST" value={waitlist} testId="stat-waitlist" />
          <Stat label="MERCH DOSSIERS" value={merch} testId="stat-merch" />
          <Stat label="NOTIFY ME" value={notify} testId="stat-notify" />
        </dl>
        <section aria-labelledby="flow-heading" className="panel p-4 sm:p-6">
          <h2 id="flow-heading" className="font-display text-xl text-neon-cyan">
            Tickets issued vs spent
          </h2>
          <p className="mt-1 text-sm text-dim" data-testid="ticket-flow-total">
            Last {TICKET_FLOW_DAYS} days: {issued} RT issued, {spent} RT spent.
          </p>
          <p className="mt-1 text-sm text-dim" data-testid="ticket-flow-test">
            Test sales earned {testIssued} RT net in that time, left out of these figures.
          </p>
          <TicketFlowChart days={flow} />
        </section>
        <SalesModeTabs shown={mode} counts={byMode} owner={role === 'owner'} />
        <SalesOverview mode={mode} />
        <BackgroundWork />
      </div>
    </>
  );
}
