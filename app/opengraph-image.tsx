import { SHARE_IMAGE_SIZE, shareCard } from '@/components/seo/share-image';

export const alt = 'Retailverse, the cyberpunk mall for .sol domain names';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return shareCard('The .sol domain mall', null, null, 'Browse · Read · Claim');
}
