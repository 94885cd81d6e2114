import type { Metadata } from 'next';
import { MarketplacePage } from '@/components/marketplace/marketplace-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Marketplace',
  description: 'MYTHIC, FEATURED and OFFERS: the rotating .sol domain racks of the Retailverse mall.',
  alternates: { canonical: '/marketplace' },
};

export default function Page() {
  return <MarketplacePage />;
}
