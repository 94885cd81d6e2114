import type { Metadata } from 'next';
import { InsightsIndex } from '@/components/insights/insights-index';
import { listArticles } from '@/lib/content/articles';

export const metadata: Metadata = {
  title: 'Insights',
  description: 'Guides, lore and market notes from the Retailverse, the cyberpunk mall for .sol domain names.',
  alternates: { canonical: '/insights' },
};

export default async function InsightsPage() {
  return <InsightsIndex articles={await listArticles()} />;
}
