import { SafeImage } from '@/components/catalog/safe-image';
import { wikiHeroImage } from './wiki-content';

/** The hero artwork of the four slugs that have one (docs/product.md §2); nothing for the others. */
export function WikiHero({ slug }: { slug: string }) {
  const hero = wikiHeroImage(slug);
  if (!hero) return null;
  return (
    <SafeImage
      src={hero}
      alt={`${slug}.sol hero artwork`}
      width={1200}
      height={630}
      priority
      className="mb-8 h-auto w-full rounded-lg border border-edge"
    />
  );
}
