import { TEST_MODE_RIBBON, switchModeStatement } from '../../lib/rules/sales-mode';
import { OrderPage } from './pages/order';
import { expect, test } from './support/fixtures';
import { startFreshShop, type FreshShop } from './support/fresh-shop';
import { fundOnStandIn, installTestWallet, signInWithTestWallet, TEST_WALLET_NAME } from './support/test-wallet';

// The first hour of a new shop (issue 45): a server on a fresh database, as `npm ci && npm start` leaves it.
const PORT = Number(process.env.E2E_PORT || 3100) + 10;
const OWNER_SEED = new Uint8Array(32).fill(45);

let shop: FreshShop;
/** The genesis hashes of Solana's public clusters. */
const GENESIS_HASHES = {
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
};

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
  // 1. The owner opens the printed link and signs in with a wallet.
  const { address: owner } = await installTestWallet(page, { seed: OWNER_SEED });
  await page.goto(shop.setupLink);
  await expect(page.getByTestId('test-mode-ribbon')).toHaveText(TEST_MODE_RIBBON);
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
  await page.getByLabel('RPC URL', { exact: true }).fill(shop.standIn.url);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('settings-result')).toContainText('Saved');

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

  // 4. The dashboard keeps test sales apart from live ones.
  await page.goto(`${shop.url}/operator?mode=test`);
  await expect(page.getByTestId('sales-mode')).toContainText('Test sales (1 orders)');
  await expect(page.getByTestId('revenue-total')).toContainText('0.5 SOL');
  await page.goto(`${shop.url}/operator?mode=live`);
  await expect(page.getByTestId('sales-mode')).toContainText('Live sales (0 orders)');
  await expect(page.getByTestId('no-sales')).toBeVisible();

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
