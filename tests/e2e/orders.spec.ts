import { getDomainKeySync, NameRegistryState } from '@bonfida/spl-name-service';
import { Connection, Keypair } from '@solana/web3.js';
import { E2E_SELLER_WALLET, degradedURL, solanaRpcURL } from '../../playwright.config';
import { PAYMENTS_NOT_ENABLED } from '../../lib/rules/payments';
import { MarketplacePage } from './pages/marketplace';
import { OrderPage } from './pages/order';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  fundOnStandIn,
  installTestWallet,
  sendTransfer,
  signInWithTestWallet,
  TEST_WALLET_NAME,
} from './support/test-wallet';

const ORDER_URL = /\/orders\/[0-9a-f-]{36}$/;

test.describe('a signed-out Buy', () => {
  // The first order is refused 401 on purpose: the visitor has not signed in yet.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('Buy on a domain page asks a signed-out visitor to connect a wallet, then opens an order: QR code, amount in SOL and USD, and a countdown', async ({
    page,
  }) => {
    await installTestWallet(page);
    await page.goto('/domains/gmfactory');
    await page.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect your wallet to buy' });
    await expect(connect).toBeVisible();
    await expect(
      page.getByTestId('domain-actions').getByRole('button', { name: 'Connect your wallet to buy', exact: true }),
    ).toBeVisible();
    await connect.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await expect(page).toHaveURL(ORDER_URL);
    const order = new OrderPage(page);
    await expect(order.status).toHaveText('Awaiting payment');
    await expect(order.qr.locator('svg')).toBeVisible();
    await expect(order.amount).toContainText('0.5 SOL');
    await expect(order.amount).toContainText('$');
    await expect(order.countdown).toHaveText(/^1[45]:\d\d$/);
    const request = await page
      .getByRole('link', { name: 'Open the payment request in a wallet app' })
      .getAttribute('href');
    expect(request).toMatch(new RegExp(`^solana:${E2E_SELLER_WALLET}\\?amount=0\\.5&reference=`));
    await expectAccessible(page);
  });
});

test('a test wallet pays: the page turns to Paid, and the name shows sold on /marketplace and /domains', async ({
  page,
}) => {
  const { address } = await installTestWallet(page);
  await fundOnStandIn(solanaRpcURL, address, 50_000_000_000);
  await signInWithTestWallet(page);
  const market = new MarketplacePage(page);
  await market.goto();
  await market.buy('walletwhisperer');
  await expect(page).toHaveURL(ORDER_URL);

  const order = new OrderPage(page);
  await order.payWithWallet();
  await expect(order.status).toHaveText('Paid', { timeout: 15_000 });
  await expect(order.receipt).toContainText('walletwhisperer.sol');
  await expect(order.receipt).toContainText('0.75 SOL');

  await market.goto();
  await expect(market.cards('OFFERS').first()).toBeVisible();
  await expect(market.card('walletwhisperer')).toHaveCount(0);
  await page.goto('/domains/walletwhisperer');
  await expect(page.getByTestId('domain-lore').getByTestId('status-badge')).toHaveText('Sold');
});

test('an underpaid order says how much arrived, and the rest paid to the same order completes it', async ({ page }) => {
  await installTestWallet(page);
  await signInWithTestWallet(page);
  await page.goto('/domains/mempoolmonk');
  await page.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  const order = new OrderPage(page);
  const request = new URL(
    (await page.getByRole('link', { name: 'Open the payment request in a wallet app' }).getAttribute('href'))!,
  );
  const payer = Keypair.generate();
  await fundOnStandIn(solanaRpcURL, payer.publicKey.toBase58(), 10_000_000_000);
  const pay = (lamports: number) =>
    sendTransfer(solanaRpcURL, {
      from: payer,
      to: request.pathname,
      lamports,
      reference: request.searchParams.get('reference')!,
      memo: request.searchParams.get('memo')!,
    });
  await pay(100_000_000);
  await expect(order.notice).toContainText('Received 0.1 of 0.5 SOL. Pay the remaining 0.4 SOL', { timeout: 15_000 });
  await expect(order.status).toHaveText('Awaiting payment');
  await pay(400_000_000);
  await expect(order.status).toHaveText('Paid', { timeout: 15_000 });
  await expect(order.receipt).toContainText('0.5 SOL');
});

test('with a custody wallet, a paid order ends Transferred without the operator: the name is the buyer’s on chain', async ({
  page,
}) => {
  // scripts/e2e-server.mjs gives the custody wallet (SELLER_CUSTODY_KEYPAIR) alphatracker.sol on the stand-in.
  await installTestWallet(page);
  await signInWithTestWallet(page);
  await page.goto('/domains/alphatracker');
  await page.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  const order = new OrderPage(page);
  const request = new URL(
    (await page.getByRole('link', { name: 'Open the payment request in a wallet app' }).getAttribute('href'))!,
  );
  const buyer = Keypair.generate();
  await fundOnStandIn(solanaRpcURL, buyer.publicKey.toBase58(), 10_000_000_000);
  await sendTransfer(solanaRpcURL, {
    from: buyer,
    to: request.pathname,
    lamports: 690_000_000,
    reference: request.searchParams.get('reference')!,
    memo: request.searchParams.get('memo')!,
  });
  // The delivery may follow the payment within the same sweep, so the page may skip Paid.
  await expect(order.status).toHaveText(/^(Paid|Transferred)$/, { timeout: 15_000 });
  // The page keeps watching while the name is delivered: no reload.
  await expect(order.status).toHaveText('Transferred', { timeout: 25_000 });
  const { registry } = await NameRegistryState.retrieve(
    new Connection(solanaRpcURL, 'confirmed'),
    getDomainKeySync('alphatracker').pubkey,
  );
  expect(registry.owner.toBase58()).toBe(buyer.publicKey.toBase58());
});

test.describe('an unknown order', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('is a 404 inside the mall, with one main landmark and the way back', async ({ page }) => {
    const response = await page.goto('/orders/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/marketplace');
    await expectAccessible(page);
  });
});

test.describe('a mall without a seller wallet', () => {
  // The degraded server has neither a database nor SELLER_WALLET; its listings check answers 503 on purpose.
  test.use({ baseURL: degradedURL, expectedConsoleErrors: [/status of 503/] });

  test('every Buy is off, says payments are not enabled and offers a message to the seller', async ({ page }) => {
    await page.goto('/domains/commandhub');
    const actions = page.getByTestId('domain-actions');
    await expect(actions.getByRole('status')).toHaveText(PAYMENTS_NOT_ENABLED);
    await expect(actions.getByRole('button', { name: 'Buy' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Buy' })).toHaveAccessibleDescription(PAYMENTS_NOT_ENABLED);
    await expect(actions.getByRole('link', { name: 'Message the seller' })).toHaveAttribute(
      'href',
      /^https:\/\/x\.com\/messages\/compose\?screen_name=retailverse&text=.*commandhub\.sol/,
    );
    const deploy = page.getByRole('region', { name: 'Ready to Deploy?' });
    await expect(deploy.getByRole('status')).toHaveText(PAYMENTS_NOT_ENABLED);
    await expect(deploy.getByRole('button', { name: 'Buy commandhub.sol' })).toBeDisabled();

    await page.goto('/wiki/commandhub');
    const panel = page.getByTestId('wiki-name-panel');
    await expect(panel.getByRole('button', { name: 'Buy commandhub.sol' })).toBeDisabled();
    await expect(panel.getByRole('status')).toHaveText(PAYMENTS_NOT_ENABLED);
    await expect(panel.getByRole('link', { name: 'Message the seller' })).toBeVisible();

    await page.goto('/checkout/commandhub');
    const buyAndMint = page.getByRole('button', { name: /^Buy & Mint/ });
    await expect(buyAndMint).toBeDisabled();
    await expect(buyAndMint).toHaveAccessibleDescription(PAYMENTS_NOT_ENABLED);
  });
});
