import type { Metadata } from 'next';
import { ScavRackPage } from '@/components/scavrack/scavrack-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Scav Rack',
  description: 'Cheap random .sol domains priced by a slot machine: 1% FREE, 10% 0.19 SOL, 89% 0.25 SOL.',
  alternates: { canonical: '/scavrack' },
};

export default function Page() {
  return <ScavRackPage />;
}
