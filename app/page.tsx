import type { Metadata } from 'next';
import { FeaturedNodes, MythicStrip } from '@/components/home/domain-nodes';
import { HomeHero } from '@/components/home/home-hero';
import { NeonBackdrop } from '@/components/home/neon-backdrop';
import { SiteFooter } from '@/components/home/site-footer';
import { SiteHeader } from '@/components/home/site-header';

/** Node prices come from the catalogue, seeded at server start. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { absolute: 'Retailverse — the .sol domain mall' },
  description:
    'A cyberpunk mall for Solana .sol domain names: start in the basement, raid the Scav Rack, read the lore and chase the mythic strip.',
  alternates: { canonical: '/' },
};

export default function HomePage() {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <NeonBackdrop />
      <SiteHeader />
      <main id="main" className="relative z-10 flex-1">
        <HomeHero />
        <FeaturedNodes />
        <MythicStrip />
      </main>
      <SiteFooter />
    </div>
  );
}
