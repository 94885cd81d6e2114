import type { Metadata } from 'next';
import { SampleSite, sampleSiteTitle } from '@/components/sites/sample-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: await sampleSiteTitle((await params).slug), robots: { index: false } };
}

export default async function Page({ params }: Props) {
  return <SampleSite slug={(await params).slug} />;
}
