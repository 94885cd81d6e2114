import { installTestWallet, signInWithTestWallet } from './support/test-wallet';
import { baseURL, degradedURL } from '../../playwright.config';
import {
  MARKETPLACE_FOOTER_LINKS,
  MARKETPLACE_REFRESH_FAILED,
  MARKETPLACE_UNAVAILABLE_TEXT,
  MARKETPLACE_UNAVAILABLE_TITLE,
} from '../../lib/rules/marketplace';
import { WikiPage } from './pages/catalog';
import { MarketplacePage } from './pages/marketplace';
import { expect, expectAccessible, test } from './support/fixtures';

test('three sections, featured limited to 2, countdowns to each rotation that tick every second', async ({ page }) => {
  // 1 h after the rotation epoch (docs/product.md §4): every clock has its whole period minus 1 h left.
  await page.clock.install({ time: new Date('2025-01-01T01:00:00Z') });
  const market = new MarketplacePage(page);
  await market.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  for (const name of ['MYTHIC', 'FEATURED', 'OFFERS'] as const) await expect(market.cards(name).first()).toBeVisible();
  await expect(market.cards('FEATURED')).toHaveCount(2);

  const mythic = market.cards('MYTHIC').first().getByTestId('countdown');
  await expect(mythic).toHaveText(/^29d 2[23]:\d\d:\d\d$/);
  await expect(market.cards('FEATURED').first().getByTestId('countdown')).toHaveText(/^6d 2[23]:\d\d:\d\d$/);
  await expect(market.cards('OFFERS').first().getByTestId('countdown')).toHaveText(/^2[23]:\d\d:\d\d$/);
  const before = await mythic.textContent();
  await expect(mythic).not.toHaveText(before ?? '', { timeout: 2500 });

  const footer = page.getByRole('navigation', { name: 'Marketplace links' });
  for (const link of MARKETPLACE_FOOTER_LINKS) {
    await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  }
  await expectAccessible(page);
});

test.describe('Buy', () => {
  test('opens a Solana Pay order for exactly that name, which every page selling it then shows on hold, live', async ({
    page,
    browser,
  }) => {
    await installTestWallet(page);
    await signInWithTestWallet(page);
    // Another visitor's open marketplace: the hold reaches it through the live sales feed, with no reload.
    const visitor = await browser.newContext({ baseURL });
    const watcher = new MarketplacePage(await visitor.newPage());
    const stream = watcher.page.waitForResponse((response) => response.url().endsWith('/api/sales/stream'));
    await watcher.goto();
    await stream;
    const market = new MarketplacePage(page);
    await market.goto();
    const [first] = await market.slugs('MYTHIC');
    const watchedBuy = watcher.card(first!).getByRole('button', { name: /^Buy / });
    await expect(watchedBuy).toBeEnabled();
    await market.buy(first!);
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-page').getByRole('heading', { level: 1 })).toHaveText(`${first}.sol`);
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');

    const onHold = /^On hold — back in 1[45]:\d\d$/;
    await expect(watcher.card(first!).getByRole('status')).toHaveText(onHold);
    await expect(watchedBuy).toBeDisabled();
    // Every page that sells the name says so to others, and their Buy is off until the hold ends.
    const other = watcher.page;
    await watcher.goto();
    await expect(watcher.card(first!).getByRole('status')).toHaveText(onHold);
    await expect(watcher.card(first!).getByRole('button', { name: /^Buy / })).toBeDisabled();
    await other.goto(`/domains/${first}`);
    await expect(other.getByTestId('domain-actions').getByRole('status')).toHaveText(onHold);
    await expect(other.getByTestId('domain-actions').getByRole('button', { name: 'Buy' })).toBeDisabled();
    const wiki = new WikiPage(other);
    await wiki.goto(first!);
    await expect(wiki.namePanel.getByText(onHold)).toBeVisible();
    await expect(wiki.namePanel.getByRole('button', { name: `Buy ${first}.sol` })).toBeDisabled();
    await other.goto(`/checkout/${first}`);
    await expect(other.getByTestId('name-hold')).toHaveText(onHold);
    await expect(other.getByRole('button', { name: /^Buy/ })).toBeDisabled();
    await expectAccessible(other);
    await visitor.close();
    // The name is held for this wallet: a second Buy from it returns to the same order.
    const orderUrl = page.url();
    await market.goto();
    await market.buy(first!);
    await expect(page).toHaveURL(orderUrl);
  });
});

test.describe('a failed refresh', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("shows 'Failed to refresh domain data' and its retry reloads the page", async ({ page }) => {
    const market = new MarketplacePage(page);
    await market.goto();
    const [first] = await market.slugs('MYTHIC');
    await page.route('**/api/domains?**', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }),
    );
    await market.refreshOnReturn();
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: MARKETPLACE_REFRESH_FAILED })).toBeVisible();
    await expectAccessible(page);
    await page.unroute('**/api/domains?**');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(market.card(first!)).toBeVisible();
  });
});

test('the catalogue answering fallback data on refresh shows Marketplace Unavailable', async ({ page }) => {
  const market = new MarketplacePage(page);
  await market.goto();
  await page.route('**/api/domains?**', (route) => route.fulfill({ json: { data: [], source: 'fallback' } }));
  await market.refreshOnReturn();
  await expect(page.getByRole('heading', { name: MARKETPLACE_UNAVAILABLE_TITLE })).toBeVisible();
  await expect(page.getByText(MARKETPLACE_UNAVAILABLE_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Marketplace' })).toBeVisible();
});

test.describe('with the database down', () => {
  // The layout's listings health check answers 503 there, on purpose.
  test.use({ baseURL: degradedURL, expectedConsoleErrors: [/status of 503/] });

  test('the page says Marketplace Unavailable with Refresh Marketplace', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { name: MARKETPLACE_UNAVAILABLE_TITLE })).toBeVisible();
    await expect(page.getByText(MARKETPLACE_UNAVAILABLE_TEXT)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Refresh Marketplace' })).toHaveAttribute('href', '/marketplace');
    await expectAccessible(page);
  });
});

test('fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await new MarketplacePage(page).goto();
  await expect(page.getByTestId('market-card').first()).toBeVisible();
  // Everything this page renders stays inside the viewport (the shared layout has its own test).
  const overflowing = await page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => el.tagName),
    );
  expect(overflowing).toEqual([]);
});

test('a wing shows the same time left on the Mall Map and on the marketplace', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-03-05T06:59:59Z') });
  await page.clock.pauseAt(new Date('2025-03-05T07:00:00Z'));
  await page.goto('/directory');
  const panel = page.getByTestId('rotation-panel');
  // Flash Rack: 24 h cycles from 2025-01-01, the next turn at 2025-03-06T00:00Z; Premium Wing: 7 days, 2025-03-12.
  await expect(panel.getByTestId('rotation-flash-rack').getByTestId('rotation-remaining')).toHaveText('17h 00m');
  await expect(panel.getByTestId('rotation-premium-wing').getByTestId('rotation-remaining')).toHaveText('6d 17h 00m');

  const market = new MarketplacePage(page);
  await market.goto();
  for (const card of await market.cards('OFFERS').all())
    await expect(card.getByTestId('countdown')).toHaveText('17:00:00');
  for (const card of await market.cards('FEATURED').all())
    await expect(card.getByTestId('countdown')).toHaveText('6d 17:00:00');
  await expect(page.getByTestId('section-OFFERS')).toContainText('on the Flash Rack clock');
});
