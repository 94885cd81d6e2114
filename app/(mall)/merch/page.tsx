import type { Metadata } from 'next';
import { MerchShowcase } from '@/components/community/merch-showcase';

export const metadata: Metadata = {
  title: 'Merch',
  description: 'Retailverse hoodies and gear from Threadcount Ops. Join the waitlist for the next drop.',
  alternates: { canonical: '/merch' },
};

export default function MerchPage() {
  return <MerchShowcase />;
}
