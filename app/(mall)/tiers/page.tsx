import type { Metadata } from 'next';
import { TiersScreen } from '@/components/catalog/tiers-screen';

export const metadata: Metadata = {
  title: 'Tiers',
  description:
    'Vaulted Premium, Blueprint Tier and Quick Snag: what each tier of .sol name in the Retailverse includes and costs.',
  alternates: { canonical: '/tiers' },
};

export default function TiersPage() {
  return <TiersScreen />;
}
