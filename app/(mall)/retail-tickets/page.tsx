import type { Metadata } from 'next';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { EARN_WHEEL_WIN_MAX_TICKETS, EARN_WHEEL_WIN_MIN_TICKETS } from '@/lib/rules/tickets';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';
import { EarningChannels } from '@/components/tickets/earning-channels';
import { EarningCopy } from '@/components/tickets/earning-copy';
import { RewardsPanel } from '@/components/tickets/rewards-panel';
import { TicketBalance } from '@/components/tickets/ticket-balance';
import { SpinWheel } from '@/components/tickets/spin-wheel';
import { TicketStatement } from '@/components/tickets/ticket-statement';
import { VoucherList } from '@/components/tickets/voucher-list';
import { listWalletVouchers, voucherView } from '@/lib/commerce/vouchers/vouchers';
import { ConnectButton } from '@/components/wallet/connect-button';
import { currentWallet } from '@/lib/auth';
import { env } from '@/lib/env';
import { currentSettings } from '@/lib/settings';
import {
  OPERATOR_GRANT_TARGET,
  readRecentSpins,
  readRewardChannels,
  readTicketStatement,
  readWalletRegistry,
} from '@/lib/tickets';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Retail Tickets',
  description: `Earn Retail Tickets, spin the wheel for ${EARN_WHEEL_WIN_MIN_TICKETS}-${EARN_WHEEL_WIN_MAX_TICKETS} RT, claim rewards and read your ticket statement.`,
  alternates: { canonical: '/retail-tickets' },
};

async function loadDashboard(wallet: string) {
  try {
    const [registry, entries, spins, channels, vouchers] = await Promise.all([
      readWalletRegistry(wallet),
      readTicketStatement(wallet),
      readRecentSpins(wallet),
      readRewardChannels(wallet, env().SITE_URL),
      listWalletVouchers(wallet),
    ]);
    const now = new Date();
    return { registry, entries, spins, channels, vouchers: vouchers.map((voucher) => voucherView(voucher, now)) };
  } catch (error) {
    console.error('[retail-tickets] cannot load the dashboard:', (error as Error).message);
    return null;
  }
}

export default async function RetailTicketsPage() {
  const wallet = await currentWallet();
  const socialUrl = currentSettings().sellerSocialUrl;
  const dashboard = wallet ? await loadDashboard(wallet) : null;
  return (
    <>
      <CatalogHeader title="Retail Tickets" kicker="// REWARDS">
        Tickets buy day passes and wheel spins. Earn them, spin them, track every one.
      </CatalogHeader>
      <div className="grid grid-cols-1 gap-6">
        {!wallet ? (
          <ConnectPrompt why="Sign in with your Solana wallet to see your balance, spin the wheel and read your ticket statement." />
        ) : !dashboard ? (
          <ErrorPanel title="Retail Tickets unavailable" message="Database not available" retryHref="/retail-tickets" />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-neon-yellow/50 bg-panel p-4">
              <p>
                <span className="block font-mono text-xs tracking-widest text-dim">BALANCE</span>
                <span className="font-display text-3xl text-neon-yellow">
                  <TicketBalance balance={dashboard.registry.total_rts} testId="ticket-balance" />
                </span>
              </p>
              <ConnectButton />
            </div>
            <SpinWheel wallet={wallet} balance={dashboard.registry.total_rts} />
            <EarningChannels channels={dashboard.channels} />
            <RewardsPanel
              spins={dashboard.spins}
              credits={dashboard.entries
                .filter((e) => e.accessTarget === OPERATOR_GRANT_TARGET && e.amount > 0)
                .slice(0, 5)}
              socialUrl={socialUrl}
            />
            <VoucherList vouchers={dashboard.vouchers} />
            <TicketStatement entries={dashboard.entries} />
          </>
        )}
        <EarningCopy />
      </div>
    </>
  );
}
