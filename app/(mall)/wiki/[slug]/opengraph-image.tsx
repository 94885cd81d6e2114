import { domainShareImage, SHARE_IMAGE_SIZE } from '@/components/seo/share-image';

export const dynamic = 'force-dynamic';
export const alt = 'A .sol domain in the Retailverse: name, price and status';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return domainShareImage((await params).slug, 'Domain Wiki');
}
