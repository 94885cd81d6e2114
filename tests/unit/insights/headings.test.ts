import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '@/components/insights/article-body';
import { tableOfContents } from '@/lib/content/headings';

const markdown = [
  '# Title',
  'Intro with <script>alert(1)</script> inline HTML.',
  '## Why a mall?',
  '### Tier one: the [Scav Rack](/scavrack)',
  '```md',
  '## not a heading, inside a fence',
  '```',
  '### Tier two: the **Featured** Marketplace',
  '## Why a mall?',
  '#### Too deep for the TOC',
  '## `code` & Ampersands!',
].join('\n');

describe('table of contents', () => {
  it('lists h2 and h3 headings in order with plain text and unique GitHub-style ids', () => {
    expect(tableOfContents(markdown)).toEqual([
      { depth: 2, text: 'Why a mall?', id: 'why-a-mall' },
      { depth: 3, text: 'Tier one: the Scav Rack', id: 'tier-one-the-scav-rack' },
      { depth: 3, text: 'Tier two: the Featured Marketplace', id: 'tier-two-the-featured-marketplace' },
      { depth: 2, text: 'Why a mall?', id: 'why-a-mall-1' },
      { depth: 2, text: 'code & Ampersands!', id: 'code--ampersands' },
    ]);
  });

  it('slugs keep letters and digits of any script and drop punctuation', () => {
    const ids = (markdown: string) => tableOfContents(markdown).map((entry) => entry.id);
    expect(ids('##   Glitch Militia: B1 (Basement)  \n## Café Über')).toEqual([
      'glitch-militia-b1-basement',
      'café-über',
    ]);
    expect(ids('## A\n## A\n### A\n## !!!')).toEqual(['a', 'a-1', 'a-2', 'section']);
  });

  it('every TOC anchor points at a heading id in the rendered article, and raw HTML is not rendered', () => {
    const html = renderToStaticMarkup(createElement(ArticleBody, { markdown }));
    for (const entry of tableOfContents(markdown)) expect(html).toContain(`id="${entry.id}"`);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('alert(1)</script>');
    expect(html).toContain('href="/scavrack"');
  });
});
