import type { Metadata } from 'next';
import { BasementScreen } from '@/components/catalog/basement-screen';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'The Basement',
  description: 'The Glitch Militia basement of the Retailverse: public stalls of odd .sol names below the Scav Rack.',
  alternates: { canonical: '/basement' },
};

export default function BasementPage() {
  return <BasementScreen />;
}
