import type { Metadata } from 'next';
import { ActivityFeed } from '@/components/history/activity-feed';
import { LiveRefresh } from '@/components/live/live-refresh';
import { MarketplacePage } from '@/components/marketplace/marketplace-page';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Marketplace',
  description: 'MYTHIC, FEATURED and OFFERS: the rotating .sol domain racks of the Retailverse mall.',
  alternates: { canonical: '/marketplace' },
};

export default function Page() {
  return (
    <>
      <MarketplacePage />
      <ActivityFeed />
      {paymentsEnabled() ? <LiveRefresh /> : null}
    </>
  );
}
