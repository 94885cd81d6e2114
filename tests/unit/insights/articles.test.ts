import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleJsonLd } from '@/components/insights/article-seo';
import { serializeJsonLd } from '@/components/seo/json-ld';
import { loadArticles } from '@/lib/content/article-files';
import { listArticles } from '@/lib/content/articles';
import { SLOT_ODDS } from '@/lib/rules/slot-machine';
import { slotTicketAwards } from '@/lib/rules/tickets';

const frontMatter = (fields: Record<string, string>) =>
  [
    '---',
    ...Object.entries({
      title: "'A title'",
      description: "'A description'",
      author: '{ name: Ops, url: "https://x.com/retailverse" }',
      publishedAt: '2025-01-15',
      category: 'Company',
      image: '/images/x.svg',
      imageAlt: "'alt'",
      schema: '{ articleType: Article, mainEntity: Thing }',
      ...fields,
    }).map(([key, value]) => `${key}: ${value}`),
    '---',
  ].join('\n');

/** The article a directory holding only `${slug}.md` lists. */
async function parseArticle(slug: string, source: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-article-'));
  fs.writeFileSync(path.join(dir, `${slug}.md`), source);
  const [article] = await loadArticles(dir);
  return article!;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('articles', () => {
  it('ships the built-in article: Company, featured, slug with the product name, about the three tiers', async () => {
    const articles = await listArticles();
    const builtIn = articles.find((article) => article.slug.includes('retailverse'));
    expect(builtIn).toMatchObject({ category: 'Company', featured: true });
    for (const phrase of ['Scav Rack', 'Featured Marketplace', 'Glitch Militia', '/vault', 'mini terminal']) {
      expect(builtIn?.content).toContain(phrase);
    }
  });

  it('says of the Scav Rack what the mall says: on B1, and which draws earn tickets by the ticket rule', async () => {
    const builtIn = (await listArticles()).find((article) => article.slug.includes('retailverse'))!;
    expect(builtIn.content).toContain('B1, the Underbelly');
    expect(builtIn.content).not.toMatch(/mall entrance/i);
    const earns = SLOT_ODDS.filter((odds) => slotTicketAwards(odds).total > 0).map((odds) => odds.label);
    const none = SLOT_ODDS.filter((odds) => slotTicketAwards(odds).total === 0).map((odds) => odds.label);
    expect(builtIn.content).toContain(
      `- A ${earns.join(' or ')} draw pays out tickets you can spend elsewhere in the mall; a ${none.join(' or ')} draw pays none.`,
    );
    expect(builtIn.content).not.toMatch(/every purchase/i);
  });

  it('reading time is words / 200 rounded up, at least a minute', async () => {
    expect((await parseArticle('a', `${frontMatter({})}\n${words(200)}`)).readingMinutes).toBe(1);
    expect((await parseArticle('a', `${frontMatter({})}\n${words(201)}`)).readingMinutes).toBe(2);
    expect((await parseArticle('a', `${frontMatter({})}\n## ${words(399)}`)).readingMinutes).toBe(2);
    expect((await parseArticle('a', `${frontMatter({})}\n`)).readingMinutes).toBe(1);
  });

  it('updatedAt defaults to publishedAt; YAML dates become ISO strings', async () => {
    const article = await parseArticle('a', `${frontMatter({})}\nbody`);
    expect(article.publishedAt).toBe('2025-01-15T00:00:00.000Z');
    expect(article.updatedAt).toBe(article.publishedAt);
    expect(article.tags).toEqual([]);
    expect(article.featured).toBe(false);
  });

  it.each([
    ['a missing title', { title: "''" }, 'title'],
    ['an unknown category', { category: 'Gossip' }, 'category'],
    ['a bad date', { publishedAt: 'soon' }, 'publishedAt'],
    ['an external image', { image: 'https://evil.example/x.png' }, 'image'],
    ['an unknown field', { draft: 'true' }, ''],
  ])('refuses front matter with %s, naming the file and field', async (_, fields, field) => {
    await expect(parseArticle('bad-one', `${frontMatter(fields)}\nbody`)).rejects.toThrow(
      new RegExp(`bad-one\\.md: front matter ${field}`),
    );
  });

  it('refuses a file name that is not a slug', async () => {
    await expect(parseArticle('Bad Name', `${frontMatter({})}\nbody`)).rejects.toThrow(/lower-case slug/);
  });

  it('lists a directory newest first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-articles-'));
    fs.writeFileSync(path.join(dir, 'older.md'), `${frontMatter({ publishedAt: '2024-05-01' })}\nold`);
    fs.writeFileSync(path.join(dir, 'newer.md'), `${frontMatter({ publishedAt: '2025-03-01' })}\nnew`);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
    expect((await loadArticles(dir)).map((article) => article.slug)).toEqual(['newer', 'older']);
  });

  it('emits Article, BreadcrumbList and WebPage JSON-LD that cannot close its script element', async () => {
    const article = await parseArticle('x', `${frontMatter({ title: "'</script><script>alert(1)</script>'" })}\nbody`);
    const data = articleJsonLd(article, 'https://mall.example', 'Retailverse');
    expect(data.map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList', 'WebPage']);
    expect(data[0]).toMatchObject({
      url: 'https://mall.example/insights/x',
      image: 'https://mall.example/images/x.svg',
    });
    const serialized = serializeJsonLd(data);
    expect(serialized).not.toContain('<');
    expect(JSON.parse(serialized)[0].headline).toBe('</script><script>alert(1)</script>');
  });
});
