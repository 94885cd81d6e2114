import { ArticlePage, BUILT_IN_ARTICLE } from './pages/insights';
import { expect, expectAccessible, test } from './support/fixtures';

test('the insights list: nav, featured block, article card with Read link, contribution call to action', async ({
  page,
}) => {
  await page.goto('/insights');
  const nav = page.getByRole('navigation', { name: 'Insights' });
  for (const [name, href] of [
    ['Insights', '/insights'],
    ['Directory', '/directory'],
    ['Domains', '/domains'],
    ['Vault', '/vault'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  const featured = page.getByRole('region', { name: /Featured/ });
  await expect(featured).toContainText('What Is the Retailverse?');
  await expect(featured).toContainText('Company');
  // The one article is shown once: featured, and not again under All Articles.
  await expect(page.getByRole('heading', { level: 3, name: /What Is the Retailverse/ })).toHaveCount(1);
  await expect(page.getByTestId('insights-no-others')).toContainText('The featured article above is the only one');
  const card = featured;
  await expect(card).toContainText('Jan 15, 2025');
  await expect(card).toContainText('Retailverse Ops');
  await expect(card.getByRole('listitem')).toHaveCount(3);
  // Slugs are not case-sensitive: another casing is sent to the article's own address.
  const mixedCase = await page.request.get(`/insights/${BUILT_IN_ARTICLE.toUpperCase()}`, { maxRedirects: 0 });
  expect(mixedCase.status()).toBe(308);
  expect(mixedCase.headers().location).toMatch(new RegExp(`/insights/${BUILT_IN_ARTICLE}$`));
  await expect(page.getByRole('link', { name: 'Submit an Idea' })).toHaveAttribute('href', '/submit');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expectAccessible(page);
  await card.getByRole('link', { name: /^Read/ }).click();
  await expect(page).toHaveURL(new RegExp(`/insights/${BUILT_IN_ARTICLE}$`));
});

test('the article page: breadcrumbs, meta, body, TOC anchors that scroll, share links, structured data', async ({
  page,
}) => {
  const article = new ArticlePage(page);
  await article.goto();
  await expect(article.heading).toHaveText('What Is the Retailverse? A Field Guide to the .sol Mall');
  await expect(article.breadcrumbs.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
  await expect(page.getByText('January 15, 2025').first()).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(page.getByText('Updated')).toBeVisible();
  await expect(page.getByText('February 1, 2025')).toBeVisible();
  for (const tier of [
    'Tier one: the Scav Rack',
    'Tier two: the Featured Marketplace',
    'Tier three: the Glitch Militia basement',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: tier })).toBeVisible();
  }

  const tocLinks = article.toc.getByRole('link');
  expect(await tocLinks.count()).toBeGreaterThanOrEqual(5);
  await article.toc.getByRole('link', { name: 'Tier three: the Glitch Militia basement' }).click();
  await expect(page).toHaveURL(/#tier-three-the-glitch-militia-basement$/);
  await expect(page.locator('#tier-three-the-glitch-militia-basement')).toBeInViewport();
  for (const href of await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    await expect(page.locator(href!)).toHaveCount(1);
  }

  const twitter = page.getByRole('link', { name: 'Share on Twitter' }).first();
  expect(await twitter.getAttribute('href')).toContain(`twitter.com/intent/tweet?`);
  expect(await twitter.getAttribute('href')).toContain(encodeURIComponent(`/insights/${BUILT_IN_ARTICLE}`));
  await expect(page.getByRole('link', { name: 'Share on LinkedIn' }).first()).toHaveAttribute(
    'href',
    /linkedin\.com\/sharing/,
  );
  const more = page.getByRole('region', { name: 'More Insights' });
  for (const href of ['/guide', '/directory', '/tools']) await expect(more.locator(`a[href="${href}"]`)).toHaveCount(1);
  expect(await article.jsonLdTypes()).toEqual(['Article', 'BreadcrumbList', 'WebPage']);

  // Social sites read og:image: a PNG of the article's own card, not an SVG.
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  expect(image.pathname).toMatch(new RegExp(`^/insights/${BUILT_IN_ARTICLE}/opengraph-image`));
  const share = await page.request.get(image.pathname + image.search);
  expect(share.status()).toBe(200);
  expect(share.headers()['content-type']).toBe('image/png');
  await expectAccessible(page);
});

test.describe('unknown article', () => {
  // Chromium reports the 404 document itself as a failed resource: that response is the point of this test.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("an unknown article is 'Article Not Found' with HTTP 404", async ({ page }) => {
    const article = new ArticlePage(page);
    const response = await article.goto('no-such-article');
    expect(response?.status()).toBe(404);
    expect((await page.request.get('/insights/Not A Slug')).status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("This article doesn't exist in our insights collection.")).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Insights/ })).toHaveAttribute('href', '/insights');
    await expectAccessible(page);
  });
});
