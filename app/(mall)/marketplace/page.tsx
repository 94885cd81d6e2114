import type { Metadata } from 'next';
import { ActivityFeed } from '@/components/history/activity-feed';
import { beforeParam, kindParam } from '@/components/history/activity-query';
import { LiveRefresh } from '@/components/live/live-refresh';
import { MarketplacePage } from '@/components/marketplace/marketplace-page';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Marketplace',
  description: 'MYTHIC, FEATURED and OFFERS: the rotating .sol domain racks of the Retailverse mall.',
  alternates: { canonical: '/marketplace' },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <>
      <MarketplacePage />
      <ActivityFeed kind={kindParam(query.kind)} before={beforeParam(query.before)} />
      {paymentsEnabled() ? <LiveRefresh /> : null}
    </>
  );
}
