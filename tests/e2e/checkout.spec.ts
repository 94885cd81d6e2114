import type { Page } from '@playwright/test';
import { solanaRpcURL } from '../../playwright.config';
import { MINT_NEEDS_PAYMENT } from '../../lib/rules/checkout';
import { EARLY_ACCESS_ONLY } from '../../lib/rules/mall-floor';
import { SCAV_DRAW_ONLY } from '../../lib/rules/offer';
import { VOUCHER_MESSAGES } from '../../lib/rules/vouchers';
import { CheckoutPage } from './pages/checkout';
import { OrderPage } from './pages/order';
import { expect, expectAccessible, test } from './support/fixtures';
import { fundOnStandIn, installTestWallet, signInWithTestWallet } from './support/test-wallet';

const ORDER_URL = /\/orders\/[0-9a-f-]{36}$/;

/** Buy & Mint on /checkout/{slug} with a funded test wallet: the order is opened, paid, and its page links back. */
async function payThroughCheckout(page: Page, slug: string, email: string): Promise<CheckoutPage> {
  const { address } = await installTestWallet(page);
  await fundOnStandIn(solanaRpcURL, address, 50_000_000_000);
  await signInWithTestWallet(page);
  const checkout = new CheckoutPage(page);
  await checkout.goto(slug);
  await checkout.mint(email);
  await expect(page).toHaveURL(ORDER_URL);
  const order = new OrderPage(page);
  await order.payWithWallet();
  await expect(order.status).toHaveText('Paid', { timeout: 15_000 });
  await page.getByRole('link', { name: 'Mint the NFT to your e-mail' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${slug}\\?order=`));
  await expect(checkout.email).toHaveValue(email);
  return checkout;
}

test('e-mail check; Buy & Mint opens the Solana Pay order, and once paid mints (processing, success) with a receipt', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.goto('anchorworks');
  await expect(page.getByRole('heading', { level: 1, name: 'anchorworks.sol' })).toBeVisible();
  await expect(checkout.price).toHaveText('0.69 SOL');
  await checkout.mint('not-an-email');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid email' })).toBeVisible();
  await expectAccessible(page);

  await payThroughCheckout(page, 'anchorworks', 'ape@example.com');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/checkout/anchorworks/mint', async (route) => {
    await held;
    await route.continue();
  });
  await checkout.buy.click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Minted!' })).toBeVisible();

  await checkout.receiptEmail.fill('nope');
  await checkout.requestReceipt.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid email' })).toBeVisible();
  await checkout.receiptEmail.fill('receipts@example.com');
  await checkout.requestReceipt.click();
  await expect(page.getByText('Receipt requested. Check receipts@example.com shortly.')).toBeVisible();
  await expectAccessible(page);
});

test('paying needs no e-mail (it is only for the mint), and the voucher hint matches the visitor', async ({ page }) => {
  await installTestWallet(page);
  const checkout = new CheckoutPage(page);
  await checkout.goto('loungeprotocol');
  await expect(page.getByText(VOUCHER_MESSAGES.signIn)).toBeVisible();
  await expect(page.getByText('Signed in with your wallet')).toHaveCount(0);
  await expect(page.getByText('Optional for paying')).toBeVisible();
  // Buying needs a signed-in wallet; the e-mail still does not.
  await signInWithTestWallet(page);
  await checkout.goto('loungeprotocol');
  await expect(page.getByText('Optional for paying')).toBeVisible();
  await checkout.buy.click();
  await expect(page).toHaveURL(ORDER_URL);
});

test.describe('a mint that is not paid for', () => {
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('is refused by the server: 409, and nothing is minted', async ({ page, request }) => {
    await installTestWallet(page);
    await signInWithTestWallet(page);
    const checkout = new CheckoutPage(page);
    await checkout.goto('pixelpawnshop');
    await checkout.mint('ape@example.com');
    await expect(page).toHaveURL(ORDER_URL);
    const orderId = page.url().split('/').at(-1)!;
    const refused = await request.post('/api/checkout/pixelpawnshop/mint', {
      data: { method: 'email', email: 'ape@example.com', orderId },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toBe(MINT_NEEDS_PAYMENT);
    await page.goto(`/checkout/pixelpawnshop?order=${orderId}`);
    await expect(page.getByText('You pay with Solana Pay first')).toBeVisible();
  });
});

test.describe('provider errors', () => {
  test.use({ expectedConsoleErrors: [/status of 50[23]/] });

  test("a provider rejection shows 'Error: ' + its error field", async ({ page }) => {
    const checkout = await payThroughCheckout(page, 'rpcbodega', 'fail@example.com');
    await checkout.buy.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Recipient rejected by provider' })).toBeVisible();
    await expect(checkout.buy).toBeEnabled();

    await page.route('**/api/checkout/rpcbodega/mint', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Minting is not configured' } } }),
    );
    await checkout.buy.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Minting is not configured' })).toBeVisible();
  });
});

test.describe('checkout of a name without a price, and of an unknown one', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('a name not for sale has no price and no Buy & Mint (no sample price); an unknown one is a 404', async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.goto('retailverse');
    await expect(page.getByText('This domain is not for sale.')).toBeVisible();
    await expect(checkout.price).toHaveCount(0);
    await expect(page.getByText('sample price')).toHaveCount(0);
    await expect(checkout.buy).toHaveCount(0);
    const response = await page.goto('/checkout/no-such-domain-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Domain Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Domain Not Found \|/);
    await expect(page.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});

test('a scav name is bought through its draw and a Coming Soon one early on /mall: checkout sells neither', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.goto('dustwallet');
  await expect(checkout.closed).toContainText(SCAV_DRAW_ONLY);
  await expect(checkout.closed.getByRole('link', { name: 'Go to the Scav Rack' })).toHaveAttribute('href', '/scavrack');
  await expect(checkout.price).toHaveCount(0);
  await expect(checkout.buy).toHaveCount(0);

  await checkout.goto('synthsignal');
  await expect(checkout.closed).toContainText(EARLY_ACCESS_ONLY);
  await expect(checkout.closed.getByRole('link', { name: /Early access/ })).toHaveAttribute('href', '/mall');
  await expect(checkout.price).toHaveText('0.75 SOL');
  await expect(checkout.buy).toHaveCount(0);
  await expectAccessible(page);
});
