import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AirtableDomains } from '@/components/airtable/airtable-domains';
import type { DomainsFeedPage, FeedItem } from '@/lib/catalog/feed';
import { AIRTABLE_EMPTY_TITLE, AIRTABLE_LOADING } from '@/lib/rules/error-messages';

const item = {
  id: 1,
  fields: { name: 'jpegdealer.sol', slug: 'jpegdealer', status: 'available', price: '12 SOL', category: 'flashRack' },
};
const render = (initial: DomainsFeedPage | null) => renderToStaticMarkup(createElement(AirtableDomains, { initial }));
const page = (data: unknown[], nextCursor: string | null = null) =>
  ({ data: data as FeedItem[], source: 'database', nextCursor }) as DomainsFeedPage;

describe('AirtableDomains', () => {
  it('renders the server’s first page as it is, with category labels', () => {
    const html = render(page([item]));
    expect(html).toMatch(/<a[^>]*href="\/domains\/jpegdealer"[^>]*>jpegdealer.sol<\/a>/);
    expect(html).toContain('Flash Rack');
    expect(html).not.toContain(AIRTABLE_LOADING);
    expect(html).not.toContain('Load more');
  });

  it("says 'No Domains Found' for an empty feed, and 'Load more' needs JavaScript", () => {
    expect(render(page([]))).toContain(AIRTABLE_EMPTY_TITLE);
    const more = render(page([item], 'bmV4dA'));
    expect(more).toContain('Load more');
    expect(more).toMatch(/class="needs-script-note[^"]*">Loading more names needs JavaScript/);
  });

  it('when the server could not read it, loads in the browser and says so without JavaScript', () => {
    const html = render(null);
    expect(html).toContain(AIRTABLE_LOADING);
    expect(html).toMatch(/class="needs-script-note[^"]*">The list could not be read on the server/);
  });
});
