import type { Metadata } from 'next';
import { GuideScreen } from '@/components/catalog/guide-screen';

export const metadata: Metadata = {
  title: 'Guide',
  description:
    'How to navigate the Retailverse: the marketplace, the Scav Rack, the vault, the directory, the wiki, the lore and the vote.',
  alternates: { canonical: '/guide' },
};

export default function GuidePage() {
  return <GuideScreen />;
}
