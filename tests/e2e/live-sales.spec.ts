import { solanaRpcURL } from '../../playwright.config';
import { MallLayout } from './pages/layout';
import { OrderPage } from './pages/order';
import { expect, expectAccessible, test } from './support/fixtures';
import { fundOnStandIn, installTestWallet, signInWithTestWallet } from './support/test-wallet';

const ORDER_URL = /\/orders\/[0-9a-f-]{36}$/;

test.describe.configure({ mode: 'serial' });

/** A sale seen from another open page: the ticker, the name's page and the terminal, with no reload. */
test('a paid order reaches the ticker and the page of another open tab within seconds, without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const watcher = await context.newPage();
  const stream = watcher.waitForResponse((response) => response.url().endsWith('/api/sales/stream'));
  await watcher.goto('/domains/validatorvan');
  await expect((await stream).headers()['content-type']).toBe('text/event-stream; charset=utf-8');
  // A mall that takes payments invents no sales: with none made yet (this file alone) there is no ticker at all;
  // after earlier files' purchases, only those real sales.
  const earlier = (await (await watcher.request.get('/api/sales')).json()) as { live: boolean; data: unknown[] };
  expect(earlier.live).toBe(true);
  const watcherLayout = new MallLayout(watcher);
  await watcherLayout.runCommand('/purchase');
  if (earlier.data.length === 0) {
    await expect(watcher.getByTestId('purchase-ticker')).toHaveCount(0);
    await expect(watcherLayout.terminalLog).toContainText('No sales yet.');
  } else {
    await expect(watcherLayout.terminalLog).toContainText('RECENT SALES (on chain):');
    await expect(watcherLayout.terminalLog).not.toContainText('Simulation');
  }
  await watcher.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const { address } = await installTestWallet(page);
  await fundOnStandIn(solanaRpcURL, address, 50_000_000_000);
  await signInWithTestWallet(page);
  await page.goto('/domains/validatorvan');
  await page.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  const order = new OrderPage(page);
  await order.payWithWallet();
  await expect(order.status).toHaveText('Paid', { timeout: 15_000 });

  const ticker = watcher.getByTestId('purchase-ticker');
  const short = `${address.slice(0, 4)}…${address.slice(-4)}`;
  await expect(ticker).toBeVisible({ timeout: 5000 });
  await expect(ticker).toHaveAttribute('data-feed', 'live');
  await expect(ticker).toContainText(`${short} bought validatorvan.sol for 0.6 SOL`);
  await expect(ticker).toContainText(/\d+ s ago/);
  await expect(ticker).not.toContainText('Simulated');
  await expect(watcher.getByTestId('sale-announcement')).toContainText('bought validatorvan.sol for 0.6 SOL');
  await expect(watcher.getByTestId('domain-lore').getByTestId('status-badge')).toHaveText('Sold', { timeout: 5000 });
  expect(await watcher.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  await watcherLayout.runCommand('/purchase');
  await expect(watcherLayout.terminalLog).toContainText('RECENT SALES (on chain):');
  await expect(watcherLayout.terminalLog).toContainText(`${short} bought validatorvan.sol for 0.6 SOL`);
  await expect(watcherLayout.terminalLog).not.toContainText('Simulation');
  await watcher.close();
});

test('My orders: a signed-in wallet sees what it paid for, with the transaction and the receipt', async ({ page }) => {
  test.setTimeout(90_000);
  const { address } = await installTestWallet(page);
  await fundOnStandIn(solanaRpcURL, address, 50_000_000_000);
  await signInWithTestWallet(page);
  await page.goto('/domains/daodiner');
  await page.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  const orderUrl = new URL(page.url()).pathname;
  await new OrderPage(page).payWithWallet();
  await expect(new OrderPage(page).status).toHaveText('Paid', { timeout: 15_000 });

  // Signed in before buying (an order needs a wallet): /orders lists it at once.
  await page.goto('/orders');
  const row = page.getByTestId('my-order');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText('daodiner.sol');
  await expect(row).toContainText('0.6 SOL');
  await expect(row).toContainText('Paid');
  const explorer = row.getByRole('link', { name: /opens the Solana Explorer/ });
  const href = (await explorer.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/explorer\.solana\.com\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}\?cluster=custom&customUrl=/);
  await expect(row.getByRole('link', { name: 'Receipt for daodiner.sol' })).toHaveAttribute('href', orderUrl);
  await expectAccessible(page);

  await page.getByTestId('my-orders-link').first().click();
  await expect(page).toHaveURL(/\/orders$/);
});
