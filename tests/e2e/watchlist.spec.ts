import { WalletConnect, E2E_OPERATOR_TOKEN } from './pages/retail-tickets';
import { InboxPage } from './pages/inbox';
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

test('a wallet stars a name; its price drops; the inbox tells it once and keeps it until marked read', async ({
  page,
  request,
}) => {
  // A dozen page loads and two catalogue edits.
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
  const inbox = new InboxPage(page);
  await expect(inbox.bell).toHaveAccessibleName('Inbox: no unread messages');

  const dropped = await request.patch('/api/operator/catalog/domains/bidgremlin.sol', {
    headers: operator,
    data: { price: '3 SOL' },
  });
  expect(dropped.ok(), await dropped.text()).toBe(true);
  const drop = `Price drop: ${NAME} now 3 SOL, was ${SEED_PRICE}`;
  try {
    await watchlist.goto();
    await expect(watchlist.entry(NAME)).toContainText('3 SOL');
    await expect(inbox.unreadBadge).toHaveText('1');
    // Hovering the bell prefetches /inbox; opening it twice uses nothing up.
    await inbox.bell.hover();
    await inbox.goto();
    await page.reload();
    await expect(inbox.message(drop)).toHaveAttribute('data-read', 'false');
    await expect(inbox.unreadBadge).toHaveText('1');
    await expectAccessible(page);
    await inbox.markRead(drop).click();
    await expect(inbox.message(drop)).toHaveAttribute('data-read', 'true');
    await expect(inbox.unreadBadge).toHaveCount(0);
    await expect(inbox.bell).toHaveAccessibleName('Inbox: no unread messages');
    await page.reload();
    await expect(inbox.message(drop)).toHaveCount(1);
    await expect(inbox.unreadBadge).toHaveCount(0);
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
