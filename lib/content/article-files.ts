/** The article file format: markdown with a front matter, parsed and checked (the articles themselves: ./articles.ts). */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { readingTimeMinutes } from '@/lib/rules/reading';

const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'a date like 2025-01-31')])
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .refine((date) => !Number.isNaN(date.getTime()), 'a valid date')
  .transform((date) => date.toISOString());

const ARTICLE_CATEGORIES = ['Company', 'Guides', 'Lore', 'Market', 'Builders'] as const;

/** The front matter every article in content/articles must carry. */
const articleFrontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(300),
    author: z.object({ name: z.string().trim().min(1), url: z.url() }).strict(),
    publishedAt: isoDate,
    updatedAt: isoDate.optional(),
    category: z.enum(ARTICLE_CATEGORIES),
    tags: z.array(z.string().trim().min(1).max(40)).max(12).default([]),
    featured: z.boolean().default(false),
    image: z.string().regex(/^\/[\w./-]+$/, 'a site path such as /images/x.svg'),
    imageAlt: z.string().trim().min(1).max(200),
    canonicalUrl: z.url().optional(),
    keywords: z.array(z.string().trim().min(1)).default([]),
    schema: z
      .object({
        articleType: z.enum(['Article', 'BlogPosting', 'TechArticle', 'NewsArticle']),
        mainEntity: z.string().min(1),
      })
      .strict(),
  })
  .strict();

type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

export interface Article extends ArticleFrontMatter {
  slug: string;
  /** The markdown body. */
  content: string;
  updatedAt: string;
  readingMinutes: number;
}

class ArticleFormatError extends Error {}

const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Parses one markdown file; a bad front matter names the file and the field. */
function parseArticle(slug: string, source: string): Article {
  if (!ARTICLE_SLUG.test(slug)) throw new ArticleFormatError(`${slug}.md: the file name must be a lower-case slug`);
  const { data, content } = matter(source);
  const parsed = articleFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArticleFormatError(`${slug}.md: front matter ${issue?.path.join('.') || ''}: ${issue?.message}`);
  }
  const body = content.trim();
  return {
    ...parsed.data,
    slug,
    content: body,
    updatedAt: parsed.data.updatedAt ?? parsed.data.publishedAt,
    readingMinutes: readingTimeMinutes(body),
  };
}

/** Every article in a directory, newest first. */
export async function loadArticles(directory: string): Promise<Article[]> {
  const files = (await fs.readdir(directory)).filter((file) => file.endsWith('.md')).sort();
  const articles = await Promise.all(
    files.map(async (file) => parseArticle(file.slice(0, -3), await fs.readFile(path.join(directory, file), 'utf8'))),
  );
  return articles.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
}
