import type { Metadata } from 'next';
import { SampleSite } from '@/components/sites/sample-site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return { title: `${slug}.sol`, robots: { index: false } };
}

export default async function Page({ params }: Props) {
  return <SampleSite slug={(await params).slug} />;
}
