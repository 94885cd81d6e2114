import { expect, expectAccessible, test } from './support/fixtures';
import { installTestWallet } from './support/test-wallet';
import { WalletConnect } from './pages/retail-tickets';

// The e2e chain (scripts/e2e-server.mjs) holds no name accounts: registered names, owners and records are covered
// against real name accounts in tests/integration/sns-names.test.ts.
test.describe('names read from chain', () => {
  test('searching /domains for a name the mall does not sell shows its state on chain', async ({ page }) => {
    await page.goto('/domains?q=NobodySellsThis42.sol');
    const card = page.getByRole('region', { name: 'nobodysellsthis42.sol on chain · not on our racks' });
    await expect(card.getByTestId('chain-facts-state')).toHaveText(
      'Free to register: nobody holds this name on chain.',
    );
    // The e2e chain runs no SNS registrar: the price SNS charges for the length, and no Register to press.
    await expect(card.getByTestId('register-name')).toHaveText(
      'SNS charges 20 USD for a name of this length, paid in SOL. Registration is not available on this network.',
    );
    await expect(card.getByRole('button', { name: /Register/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a short free name shows the higher price SNS charges for its length', async ({ page }) => {
    await page.goto('/domains?q=zq9');
    const card = page.getByRole('region', { name: 'zq9.sol on chain · not on our racks' });
    await expect(card.getByTestId('register-name')).toContainText('SNS charges 640 USD for a name of this length');
  });

  test('a catalogue name shows as ever, and its page reads the chain after it shows', async ({ page }) => {
    await page.goto('/domains?q=jpegdealer');
    await expect(page.getByTestId('chain-facts')).toHaveCount(0);
    await page.goto('/domains/jpegdealer');
    const facts = page.getByRole('region', { name: 'On chain' });
    await expect(facts.getByTestId('chain-facts-state')).toHaveText('Not registered on chain yet.');
  });

  test('My names asks to sign in, then reads the signed-in wallet from chain', async ({ page }) => {
    await installTestWallet(page);
    await page.goto('/names');
    await expect(page.getByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
    await new WalletConnect(page).signIn();
    await expect(page.getByRole('link', { name: 'My names' }).first()).toHaveAttribute('href', '/names');
    await page.reload();
    // The stand-in cannot list program accounts: the page says so plainly instead of failing.
    await expect(page.getByTestId('my-names-failed')).toHaveText(
      'The Solana network did not answer; try again in a moment.',
    );
    await expectAccessible(page);
  });
});
