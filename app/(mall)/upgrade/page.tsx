import type { Metadata } from 'next';
import { UpgradePage } from '@/components/upgrade/upgrade-page';

export const metadata: Metadata = {
  title: 'Upgrade',
  description: 'Custom SNS artwork, build slots and deployment requests for your .sol domain.',
  alternates: { canonical: '/upgrade' },
};

export default function Page() {
  return <UpgradePage />;
}
