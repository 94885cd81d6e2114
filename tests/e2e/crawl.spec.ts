import { expect, test } from './support/fixtures';

/**
 * Follows every internal link from / and fails on any that answers 404, listing each missing page with a page
 * that links to it. NOTE: this crawl only passes once every screen of the spec has landed; while other issues
 * are open, the pages they own show up here as missing.
 */
test('a crawl from / that follows every internal link finds no 404', async ({ request }) => {
  test.setTimeout(240_000);
  const queue = ['/'];
  const linkedFrom = new Map<string, string>([['/', '(start)']]);
  const missing: string[] = [];
  const failed: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() === 404) {
      missing.push(`${path} (linked from ${linkedFrom.get(path)})`);
      continue;
    }
    if (response.status() >= 400) failed.push(`${path}: HTTP ${response.status()}`);
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
      const href = raw!.replace(/&amp;/g, '&');
      if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/api/')) continue;
      const target = href.split('#')[0]!;
      if (!target || linkedFrom.has(target)) continue;
      linkedFrom.set(target, path);
      queue.push(target);
    }
  }
  test.info().annotations.push({ type: 'pages crawled', description: String(linkedFrom.size) });
  expect(linkedFrom.size, 'pages reached').toBeGreaterThan(100);
  expect(failed, 'pages answering an error').toEqual([]);
  expect(missing, 'internal links answering 404').toEqual([]);
});
