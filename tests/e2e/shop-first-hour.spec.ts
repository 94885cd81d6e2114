import type { Page } from '@playwright/test';
import { PAYMENTS_NOT_ENABLED } from '../../lib/rules/payments';
import { TEST_MODE_RIBBON, switchModeStatement } from '../../lib/rules/sales-mode';
import { CLUSTER_GENESIS_HASHES as GENESIS_HASHES } from '../support/solana-rpc-stand-in.mjs';
import { OrderPage } from './pages/order';
import { expect, test } from './support/fixtures';
import { startFreshShop, type FreshShop } from './support/fresh-shop';
import { verticalShifts } from './support/layout-shifts';
import { fundOnStandIn, installTestWallet, signInWithTestWallet, TEST_WALLET_NAME } from './support/test-wallet';

// The first hour of a new shop (docs/operators.md): a server on a fresh database, as `npm ci && npm start` leaves it.
const PORT = Number(process.env.E2E_PORT || 3100) + 10;
const OWNER_SEED = new Uint8Array(32).fill(45);

/** `npm run docs:screenshots`: the first hour's pages as docs/operators.md shows them (docs/img, 1280×720). */
async function snap(page: Page, name: string): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS !== '1') return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/img/first-hour-${name}.png` });
}

let shop: FreshShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startFreshShop(PORT);
});
test.afterAll(async () => shop?.stop());

test('setup link → owner → settings → a test purchase → the dashboard shows it as test → going live needs a signature', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // 0. Before anyone claims it the mall cannot sell: no draw on the Scav Rack, no voucher at checkout, each saying why.
  const visitor = await (await browser.newContext({ baseURL: shop.url })).newPage();
  await visitor.goto('/scavrack');
  await expect(visitor.getByTestId('scav-closed')).toHaveText(PAYMENTS_NOT_ENABLED);
  // The ribbon comes after the page (it asks the mode): it moves nothing already on screen.
  await expect(visitor.getByTestId('test-mode-ribbon')).toHaveText(TEST_MODE_RIBBON);
  expect(await verticalShifts(visitor)).toEqual([]);
  const spin = visitor.getByRole('button', { name: /^Spin to Buy/ }).first();
  await expect(spin).toBeDisabled();
  await expect(spin).toHaveAccessibleDescription(PAYMENTS_NOT_ENABLED);
  await visitor.goto('/checkout/gmfactory');
  await expect(visitor.getByRole('button', { name: /^Buy/ })).toHaveAccessibleDescription(PAYMENTS_NOT_ENABLED);
  await expect(visitor.getByLabel('Voucher code (optional)')).toHaveCount(0);

  // 1. The owner opens the printed link and signs in with a wallet.
  const { address: owner } = await installTestWallet(page, { seed: OWNER_SEED });
  await page.goto(shop.setupLink);
  await expect(page.getByTestId('test-mode-ribbon')).toHaveText(TEST_MODE_RIBBON);
  await snap(page, 'setup');
  await page.getByTestId('setup-page').getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a Solana wallet' })
    .getByRole('button', { name: TEST_WALLET_NAME })
    .click();
  await page.getByRole('button', { name: '2. Claim this shop' }).click();
  await expect(page.getByTestId('shop-claimed')).toContainText('You own this shop');

  // 2. Settings: the owner's wallet receives test payments; the RPC is the devnet stand-in.
  await page.goto(`${shop.url}/operator/settings`);
  await expect(page.getByTestId('seller-now')).toContainText(`${owner} (the owner’s wallet)`);
  // Saving what is already there sends nothing, and says so.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('settings-result')).toHaveText('Nothing changed.');
  await page.getByLabel('RPC URL', { exact: true }).fill(shop.standIn.url);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('settings-result')).toContainText('Saved');
  // The reward the console edits is here too (audited with before and after).
  const welcome = page.getByRole('form', { name: 'Welcome grant' });
  await welcome.getByLabel('WELCOME GRANT (RT)').fill('7');
  await welcome.getByRole('button', { name: 'Save' }).click();
  await expect(welcome.getByRole('status')).toHaveText('Welcome grant set to 7 RT.');
  await snap(page, 'settings');

  // Claimed, the mall sells: the Scav Rack draws again, the voucher field is back.
  await visitor.goto('/scavrack');
  await expect(visitor.getByTestId('scav-closed')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /^Spin to Buy/ }).first()).toBeEnabled();
  await visitor.goto('/checkout/gmfactory');
  await expect(visitor.getByLabel('Voucher code (optional)')).toBeVisible();

  // 3. A buyer buys a name with devnet SOL.
  const buyer = await (await browser.newContext({ baseURL: shop.url })).newPage();
  const { address } = await installTestWallet(buyer);
  await fundOnStandIn(shop.standIn.url, address, 5_000_000_000);
  await signInWithTestWallet(buyer);
  await buyer.goto('/domains/gmfactory');
  await buyer.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
  await expect(buyer).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const order = new OrderPage(buyer);
  await expect(order.root.getByTestId('test-mode-ribbon').first()).toHaveText(TEST_MODE_RIBBON);
  await order.payWithWallet();
  await expect(order.status).toHaveText('Paid', { timeout: 30_000 });
  await snap(buyer, 'test-purchase');

  // 4. The dashboard keeps test sales apart from live ones.
  await page.goto(`${shop.url}/operator?mode=test`);
  await expect(page.getByTestId('sales-mode')).toContainText('Test sales (1 orders)');
  await expect(page.getByTestId('revenue-total')).toContainText('0.5 SOL');
  // Its tickets (1 RT per full 0.2 SOL) are test tickets, left out of the ticket figures.
  await expect(page.getByTestId('ticket-flow-test')).toContainText('Test sales earned 2 RT net');
  await expect(page.getByTestId('ticket-flow-total')).toContainText('0 RT issued');
  await page.goto(`${shop.url}/operator/orders`);
  const row = page.getByTestId('console-orders').getByRole('row', { name: /gmfactory\.sol/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('test');
  await page.goto(`${shop.url}/operator?mode=live`);
  await expect(page.getByTestId('sales-mode')).toContainText('Live sales (0 orders)');
  await expect(page.getByTestId('no-sales')).toBeVisible();

  // The health page: the devnet stand-in answers, the payment watch runs.
  await page.goto(`${shop.url}/operator/health`);
  await expect(page.getByRole('heading', { name: 'Health', exact: true })).toBeVisible();
  await snap(page, 'health');

  // 5. Going live: refused without a signature, done with the owner's.
  const unsigned = await page.request.post(`${shop.url}/api/operator/mode`, {
    headers: { origin: shop.url },
    data: {
      action: 'switch',
      to: 'live',
      message: 'not a signed statement',
      signature: Buffer.alloc(64).toString('base64'),
      publicKey: owner,
    },
  });
  expect(unsigned.status()).toBe(401);
  shop.standIn.setGenesisHash(GENESIS_HASHES['mainnet-beta']);
  await page.goto(`${shop.url}/operator/settings`);
  const modeSwitch = page.getByTestId('mode-switch');
  await expect(modeSwitch).toContainText('Now: test sales');
  await modeSwitch.getByRole('button', { name: 'Go live (mainnet, real SOL)' }).click();
  await expect(page.getByTestId('mode-check')).toContainText(owner);
  const statement = switchModeStatement(new URL(shop.url).host, 'live');
  await modeSwitch.getByRole('button', { name: `Sign “${statement}” and switch` }).click();
  await expect(modeSwitch).toContainText('Now: live sales');
  await expect(page.getByTestId('test-mode-ribbon')).toHaveCount(0);
});
