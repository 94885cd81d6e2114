import { CheckoutPage } from './pages/checkout';
import { expect, expectAccessible, test } from './support/fixtures';

test('e-mail check, Buy & Mint processing then success, and the optional receipt', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await checkout.goto('dustwallet');
  await expect(page.getByRole('heading', { level: 1, name: 'dustwallet.sol' })).toBeVisible();
  await expect(checkout.price).toHaveText('0.25 SOL');

  await checkout.mint('not-an-email');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid email' })).toBeVisible();
  await expectAccessible(page);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/checkout/dustwallet/mint', async (route) => {
    await held;
    await route.continue();
  });
  await checkout.mint('ape@example.com');
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

test.describe('provider errors', () => {
  test.use({ expectedConsoleErrors: [/status of 50[23]/] });

  test("a provider rejection shows 'Error: ' + its error field", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.goto('fomofries');
    await checkout.mint('fail@example.com');
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Recipient rejected by provider' })).toBeVisible();
    await expect(checkout.buy).toBeEnabled();
  });

  test("without minting configuration the page says 'Minting is not configured'", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.goto('fomofries');
    await page.route('**/api/checkout/fomofries/mint', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Minting is not configured' } } }),
    );
    await checkout.mint('ape@example.com');
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Minting is not configured' })).toBeVisible();
  });
});

test.describe('checkout of a name without a price, and of an unknown one', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('a domain without a SOL price shows the 0.5 SOL sample price; an unknown one is a 404', async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.goto('retailverse');
    await expect(checkout.price).toContainText('0.5 SOL');
    await expect(checkout.price).toContainText('(sample price)');
    await expect(page.getByText('This domain is not for sale.')).toBeVisible();
    const response = await page.goto('/checkout/no-such-domain-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Domain Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/marketplace');
  });
});
