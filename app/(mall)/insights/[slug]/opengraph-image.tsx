import { notFound } from 'next/navigation';
import { shareCard, SHARE_IMAGE_SIZE } from '@/components/seo/share-image';
import { findArticle } from '@/lib/content/articles';

export const alt = 'A Retailverse insights article: its title and category';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

/** The article's share image as a PNG: social sites that read og:image do not take SVG. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const article = await findArticle((await params).slug);
  if (!article) notFound();
  return shareCard(article.title, null, null, `Insights · ${article.category}`);
}
