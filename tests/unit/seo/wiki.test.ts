import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/components/seo/json-ld';
import { genericWikiLore, keywordRecords, wikiLore } from '@/content/catalog';
import { wikiJsonLd, wikiMetadata, type WikiSeoInput } from '@/lib/seo/wiki';

const now = new Date('2026-03-04T05:06:07.000Z');
const input = (slug: string, overrides: Partial<WikiSeoInput> = {}): WikiSeoInput => ({
  slug,
  lore: wikiLore[slug] ?? genericWikiLore(slug),
  siteUrl: 'https://mall.example/',
  productName: 'Retailverse',
  keywordRecords,
  now,
  ...overrides,
});

describe('wiki metadata', () => {
  it("titles the page '{slug}.sol | {lore title} - Retailverse Domain Wiki', absolute (no template)", () => {
    expect(wikiMetadata(input('jpegdealer')).title).toEqual({
      absolute: 'jpegdealer.sol | The Dealer of Kiosk 7 - Retailverse Domain Wiki',
    });
    expect(wikiMetadata(input('nodehunter')).title).toEqual({
      absolute: 'nodehunter.sol | Domain - Retailverse Domain Wiki',
    });
  });

  it('points the canonical at the configured site URL, with one slash', () => {
    expect(wikiMetadata(input('jpegdealer')).alternates?.canonical).toBe('https://mall.example/wiki/jpegdealer');
    expect(wikiMetadata(input('jpegdealer', { siteUrl: 'http://127.0.0.1:3000' })).alternates?.canonical).toBe(
      'http://127.0.0.1:3000/wiki/jpegdealer',
    );
  });

  it('describes the page with the first 150 characters of the lore body, line breaks collapsed', () => {
    const description = wikiMetadata(input('jpegdealer')).description!;
    expect(description).toHaveLength(150);
    expect(description).toBe(wikiLore.jpegdealer!.content.replace(/\s+/g, ' ').slice(0, 150).trimEnd());
    expect(description).not.toContain('\n');
  });

  it('keys the slug, the three base keywords and the 5 keyword records targeting the slug', () => {
    const keywords = wikiMetadata(input('fudscience')).keywords as string[];
    expect(keywords.slice(0, 4)).toEqual(['fudscience', 'solana domain', 'domain wiki', 'retailverse']);
    const targeted = keywordRecords.filter((r) => r.targetDomain === 'fudscience').map((r) => r.keyword);
    expect(targeted).toHaveLength(5);
    expect(keywords.slice(4)).toEqual(targeted);
    expect(wikiMetadata(input('nodehunter')).keywords).toEqual([
      'nodehunter',
      'solana domain',
      'domain wiki',
      'retailverse',
    ]);
  });

  it('sets Open Graph and Twitter card tags', () => {
    const metadata = wikiMetadata(input('jpegdealer'));
    expect(metadata.openGraph).toMatchObject({ type: 'article', url: 'https://mall.example/wiki/jpegdealer' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});

describe('wiki JSON-LD', () => {
  const [article, breadcrumbs, webPage] = wikiJsonLd(
    input('jpegdealer', { heroImage: '/images/heroes/jpegdealer.svg' }),
  );

  it('is a TechArticle with the spec fields', () => {
    const content = wikiLore.jpegdealer!.content;
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      articleSection: 'Domain Lore',
      inLanguage: 'en-US',
      datePublished: '2026-03-04T05:06:07.000Z',
      dateModified: '2026-03-04T05:06:07.000Z',
      description: content.replace(/\s+/g, ' ').slice(0, 150).trimEnd(),
      url: 'https://mall.example/wiki/jpegdealer',
      image: 'https://mall.example/images/heroes/jpegdealer.svg',
    });
    expect(article!.wordCount).toBe(content.split(/\s+/).filter(Boolean).length);
  });

  it('has the breadcrumbs Home, Wiki, slug', () => {
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = breadcrumbs!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', 'https://mall.example/'],
      [2, 'Wiki', 'https://mall.example/wiki-directory'],
      [3, 'jpegdealer', 'https://mall.example/wiki/jpegdealer'],
    ]);
  });

  it('has a WebPage with the page title', () => {
    expect(webPage).toMatchObject({
      '@type': 'WebPage',
      name: 'jpegdealer.sol | The Dealer of Kiosk 7 - Retailverse Domain Wiki',
      url: 'https://mall.example/wiki/jpegdealer',
    });
  });

  it('serialises so no value can close the script element', () => {
    const text = serializeJsonLd({ x: '</script><script>alert(1)</script>', y: 'a\u2028b' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ x: '</script><script>alert(1)</script>', y: 'a\u2028b' });
  });
});
