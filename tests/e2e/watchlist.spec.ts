import { WalletConnect, E2E_OPERATOR_TOKEN } from './pages/retail-tickets';
import { WatchlistPage } from './pages/watchlist';
import { expect, expectAccessible, test } from './support/fixtures';
import { installTestWallet } from './support/test-wallet';

const NAME = 'bidgremlin.sol';
const SEED_PRICE = '4.5 SOL';
const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };

test('signed out, the star on a name is a link to sign in on /watchlist', async ({ page }) => {
  await page.goto('/domains/bidgremlin');
  const link = page.getByRole('link', { name: `Sign in to star ${NAME}` });
  await expect(link).toHaveAttribute('href', '/watchlist');
  await link.click();
  await expect(page.getByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
});

test('a wallet stars a name; its price drops; the watchlist marks the drop once', async ({ page, request }) => {
  // Ten page loads and two catalogue edits.
  test.setTimeout(120_000);
  await installTestWallet(page);
  const watchlist = new WatchlistPage(page);
  await watchlist.goto();
  await new WalletConnect(page).signIn();
  await expect(watchlist.empty).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watchlist' }).first()).toHaveAttribute('href', '/watchlist');

  await page.goto('/domains/bidgremlin');
  const star = watchlist.star(NAME);
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(watchlist.star(NAME)).toHaveAttribute('aria-pressed', 'true');

  await watchlist.goto();
  await expect(watchlist.entry(NAME)).toContainText(SEED_PRICE);
  await expect(watchlist.changes(NAME)).toHaveCount(0);

  const dropped = await request.patch('/api/operator/catalog/domains/bidgremlin.sol', {
    headers: operator,
    data: { price: '3 SOL' },
  });
  expect(dropped.ok(), await dropped.text()).toBe(true);
  try {
    await watchlist.goto();
    await expect(watchlist.entry(NAME)).toContainText('3 SOL');
    await expect(watchlist.changes(NAME)).toHaveText(['Price drop: was 4.5 SOL']);
    await expectAccessible(page);
    await page.reload();
    await expect(watchlist.entry(NAME)).toContainText('3 SOL');
    await expect(watchlist.changes(NAME)).toHaveCount(0);
  } finally {
    const restored = await request.patch('/api/operator/catalog/domains/bidgremlin.sol', {
      headers: operator,
      data: { price: SEED_PRICE },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }

  await page.goto('/domains/bidgremlin');
  await watchlist.star(NAME).click();
  await expect(watchlist.star(NAME)).toHaveAttribute('aria-pressed', 'false');
  await watchlist.goto();
  await expect(watchlist.empty).toBeVisible();
});
