import type { Metadata } from 'next';
import { metaDescription, wordCount } from '../rules/reading';
import { absoluteUrl } from './urls';

/** The structured-data image of a wiki page without a hero image. */
const DEFAULT_SHARE_IMAGE = '/images/logo.svg';

/** The keywords every wiki page carries (docs/product.md §2), after the slug. */
const WIKI_BASE_KEYWORDS = ['solana domain', 'domain wiki', 'retailverse'] as const;

/** A wiki page's lore text (content/catalog/wiki-lore.ts holds the entries). */
interface WikiLoreText {
  title: string;
  content: string;
}

/** The part of an SEO keyword record (content/catalog/keywords.ts) a wiki page reads. */
interface WikiKeyword {
  keyword: string;
  targetDomain: string;
}

export interface WikiSeoInput {
  slug: string;
  lore: WikiLoreText;
  siteUrl: string;
  productName: string;
  /** The keyword records of content/catalog; those targeting this slug are added. */
  keywordRecords: readonly WikiKeyword[];
  /** Used as published and modified time of the article. */
  now: Date;
  /** A hero image path, when the slug has one (the share image itself comes from opengraph-image.tsx). */
  heroImage?: string | null;
}

/** '{slug}.sol | {lore title} - {product} Domain Wiki' */
function wikiTitle(slug: string, loreTitle: string, productName: string): string {
  return `${slug}.sol | ${loreTitle} - ${productName} Domain Wiki`;
}

/** The slug, the three base keywords, then the keyword records that target this slug (no duplicates). */
function wikiKeywords(slug: string, records: readonly WikiKeyword[]): string[] {
  const targeted = records.filter((record) => record.targetDomain === slug).map((record) => record.keyword);
  return [...new Set([slug, ...WIKI_BASE_KEYWORDS, ...targeted])];
}

function wikiCanonical(siteUrl: string, slug: string): string {
  return absoluteUrl(siteUrl, `/wiki/${slug}`);
}

export function wikiMetadata(input: WikiSeoInput): Metadata {
  const { slug, lore, siteUrl, productName } = input;
  const title = wikiTitle(slug, lore.title, productName);
  const description = metaDescription(lore.content);
  const url = wikiCanonical(siteUrl, slug);
  return {
    title: { absolute: title },
    description,
    keywords: wikiKeywords(slug, input.keywordRecords),
    alternates: { canonical: url },
    openGraph: {
      type: 'article',
      title,
      description,
      url,
      siteName: productName,
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

/** TechArticle, BreadcrumbList and WebPage for /wiki/{slug} (docs/product.md §2). */
export function wikiJsonLd(input: WikiSeoInput): Record<string, unknown>[] {
  const { slug, lore, siteUrl, productName, now } = input;
  const url = wikiCanonical(siteUrl, slug);
  const description = metaDescription(lore.content);
  const title = wikiTitle(slug, lore.title, productName);
  const published = now.toISOString();
  const organization = { '@type': 'Organization', name: productName, url: absoluteUrl(siteUrl, '/') };
  const image = absoluteUrl(siteUrl, input.heroImage ?? DEFAULT_SHARE_IMAGE);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: `${slug}.sol: ${lore.title}`,
      description,
      articleSection: 'Domain Lore',
      inLanguage: 'en-US',
      wordCount: wordCount(lore.content),
      datePublished: published,
      dateModified: published,
      keywords: wikiKeywords(slug, input.keywordRecords).join(', '),
      image,
      url,
      mainEntityOfPage: url,
      author: organization,
      publisher: organization,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl(siteUrl, '/') },
        { '@type': 'ListItem', position: 2, name: 'Wiki', item: absoluteUrl(siteUrl, '/wiki-directory') },
        { '@type': 'ListItem', position: 3, name: slug, item: url },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      description,
      url,
      inLanguage: 'en-US',
      isPartOf: { '@type': 'WebSite', name: productName, url: absoluteUrl(siteUrl, '/') },
    },
  ];
}
