import { EARLY_ACCESS_ONLY } from '../../lib/rules/mall-floor';
import { SCAV_DRAW_ONLY } from '../../lib/rules/offer';
import { DomainPage } from './pages/catalog';
import { expect, expectAccessible, test } from './support/fixtures';

// The stub price service answers 150 USD per SOL: 1.25 SOL ≈ $187.50.
test.describe('demo purchase modal', () => {
  test('walks every step with its validation, and resets after submitting', async ({ page }) => {
    const domain = new DomainPage(page);
    await domain.goto('nodehunter');
    await domain.openPurchase();
    const modal = domain.modal;
    await expect(modal.getByTestId('demo-name')).toHaveText('nodehunter.sol');
    await expect(modal.getByText('1.25 SOL')).toBeVisible();
    await expect(modal.getByTestId('usd-estimate')).toHaveText('≈ $187.50 USD');
    await expect(
      modal.getByText('Simulation only: no wallet is connected, no SOL moves and nothing is sent.'),
    ).toBeVisible();
    await expectAccessible(page);

    await modal.getByRole('button', { name: 'Buy Now (Demo)' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please connect your wallet first');

    await modal.getByRole('button', { name: 'Connect Wallet (Demo)' }).click();
    await expect(modal.getByText('Demo wallet connected')).toBeVisible();
    await expect(modal.getByRole('alert')).toHaveCount(0);
    const started = Date.now();
    await modal.getByRole('button', { name: 'Buy Now (Demo)' }).click();
    await expect(modal.getByText('Processing transaction...')).toBeVisible();
    await expect(modal.getByTestId('transaction-id')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{88}$/);
    await expect(modal.getByText('Payment processing...')).toBeVisible({ timeout: 4000 });
    await expect(modal.getByText('Payment Confirmed!')).toBeVisible({ timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3900);

    await modal.getByRole('button', { name: 'Submit & Complete Purchase' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please enter a recipient address');
    await modal.getByLabel('Recipient wallet address').fill('   ');
    await modal.getByRole('button', { name: 'Submit & Complete Purchase' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please enter a recipient address');

    await modal.getByLabel('Recipient wallet address').fill('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
    await modal.getByLabel('Contact info (optional)').fill('@scav');
    await modal.getByRole('button', { name: 'Submit & Complete Purchase' }).click();
    await expect(
      modal.getByRole('status').filter({ hasText: "Payment received. We'll transfer the domain shortly." }),
    ).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Connect Wallet (Demo)' })).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();

    // The demo sells the name of the page it is opened on, at that name's price (12 SOL ≈ $1,800.00).
    await domain.goto('jpegdealer');
    await domain.openPurchase();
    await expect(domain.modal.getByTestId('demo-name')).toHaveText('jpegdealer.sol');
    await expect(domain.modal.getByText('12 SOL')).toBeVisible();
    await expect(domain.modal.getByTestId('usd-estimate')).toHaveText('≈ $1,800.00 USD');
    await expectAccessible(page);

    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });

  test("shows 'Transaction failed. Please try again.' when the transaction cannot be made", async ({ page }) => {
    const domain = new DomainPage(page);
    await domain.goto('nodehunter');
    await domain.openPurchase();
    await domain.modal.getByRole('button', { name: 'Connect Wallet (Demo)' }).click();
    await page.evaluate(() => {
      crypto.getRandomValues = () => {
        throw new Error('no entropy');
      };
    });
    await domain.modal.getByRole('button', { name: 'Buy Now (Demo)' }).click();
    await expect(domain.modal.getByRole('alert')).toHaveText('Transaction failed. Please try again.');
    await expect(domain.modal.getByRole('button', { name: 'Buy Now (Demo)' })).toBeVisible();
  });

  test('closes with Escape and starts over when reopened', async ({ page }) => {
    const domain = new DomainPage(page);
    await domain.goto('nodehunter');
    await domain.openPurchase();
    await domain.modal.getByRole('button', { name: 'Connect Wallet (Demo)' }).click();
    await page.keyboard.press('Escape');
    await expect(domain.modal).toBeHidden();
    await domain.openPurchase();
    await expect(domain.modal.getByRole('button', { name: 'Connect Wallet (Demo)' })).toBeVisible();
  });
});

test('a sold name has no live Buy: both buttons are off and say it is not for sale', async ({ page }) => {
  await page.goto('/domains/diamondgrip');
  const buys = page.getByRole('button', { name: /^Buy( diamondgrip\.sol)?$/ });
  await expect(buys).toHaveCount(2);
  for (const buy of await buys.all()) {
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAccessibleDescription('This name is not for sale.');
  }
  await expect(
    page.getByText('diamondgrip.sol is not for sale right now. You can still walk through the checkout demo.'),
  ).toBeVisible();
});

test('a Coming Soon name has no live Buy but the way to early access; a scav name points to its draw', async ({
  page,
}) => {
  await page.goto('/domains/synthsignal');
  const actions = page.getByTestId('domain-actions');
  await expect(actions.getByRole('button', { name: 'Buy' })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Buy' })).toHaveAccessibleDescription(EARLY_ACCESS_ONLY);
  await expect(actions.getByRole('link', { name: /Early access/ })).toHaveAttribute('href', '/mall');

  await page.goto('/domains/dustwallet');
  for (const buy of await page.getByRole('button', { name: /^Buy( dustwallet\.sol)?$/ }).all()) {
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAccessibleDescription(SCAV_DRAW_ONLY);
  }
  await expect(page.getByTestId('domain-actions').getByRole('link', { name: 'Go to the Scav Rack' })).toHaveAttribute(
    'href',
    '/scavrack',
  );
  await expectAccessible(page);
});
