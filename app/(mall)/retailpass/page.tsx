import type { Metadata } from 'next';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';
import { RetailpassPanel } from '@/components/tickets/retailpass-panel';
import { ConnectButton } from '@/components/wallet/connect-button';
import { currentLocalDayPass, currentWallet } from '@/lib/auth';
import { readMallAccess } from '@/lib/tickets';
import { countOf } from '@/lib/rules/labels';
import { DAY_PASS_COST, DAY_PASS_HOURS } from '@/lib/rules/tickets';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Retailpass',
  description: `Your mall access: status, Retail Ticket balance and a ${DAY_PASS_HOURS}-hour day pass for ${countOf(DAY_PASS_COST, 'ticket')}.`,
  alternates: { canonical: '/retailpass' },
};

export default async function RetailpassPage() {
  const wallet = await currentWallet();
  const now = new Date();
  return (
    <>
      <CatalogHeader title="Retailpass" kicker="// MALL ACCESS">
        Wifhoodie holders, access tiers and day-pass holders get into the mall. Everyone else: one ticket, one day.
      </CatalogHeader>
      {wallet ? (
        <>
          <div className="mb-6">
            <ConnectButton />
          </div>
          <RetailpassPanel
            access={await readMallAccess(wallet, now, await currentLocalDayPass(wallet, now))}
            now={now}
          />
        </>
      ) : (
        <ConnectPrompt why="Sign in with your Solana wallet to see your access status, your Retail Tickets and to claim a day pass." />
      )}
    </>
  );
}
