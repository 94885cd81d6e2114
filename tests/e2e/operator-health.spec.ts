import { solanaRpcURL } from '../../playwright.config';
import { OperatorConsole } from './pages/operator';
import { expect, expectAccessible, test } from './support/fixtures';
import { installTestWallet, OPERATOR_WALLET_SEED, signedInBuyer } from './support/test-wallet';

const UNREACHABLE = 'The Solana network cannot be reached.';
const TO_BUYER =
  'The mall cannot reach the Solana network right now, so it cannot take payments. Nothing was charged. Try again in a few minutes.';

/** Takes the e2e mall's Solana stand-in down for `ms` (tests/support/solana-rpc-stand-in.mjs). */
async function networkDownFor(ms: number): Promise<void> {
  const response = await fetch(`${solanaRpcURL}/stand-in/down?ms=${ms}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

test.describe('the operators health page', () => {
  // The console answers 401 before sign-in and 403 to a stranger by design; orders answer 503 while the network is down.
  test.use({ expectedConsoleErrors: [/status of (40[13]|503) /] });

  test('is for operators only: 401 signed out, 403 to a stranger', async ({ page }) => {
    expect((await page.request.get('/operator/health')).status()).toBe(401);
    await installTestWallet(page);
    await page.goto('/operator/health');
    await new OperatorConsole(page).signIn();
    await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible();
    expect((await page.request.get('/operator/health')).status()).toBe(403);
  });

  test('shows every check; with the network down it says so in plain words, on the page, in the banner and to a buyer', async ({
    page,
    browser,
  }) => {
    // The network is down for 40 s, then the banner must go: longer than a test's default time.
    test.slow();
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    const operatorConsole = new OperatorConsole(page);
    await operatorConsole.goto('/operator/health');
    await operatorConsole.signIn();
    await expect(operatorConsole.heading('Health')).toBeVisible();
    await expect(page.getByTestId('health-rpc')).toContainText(/Answering in \d+ ms/);
    await expect(page.getByTestId('health-scan')).toContainText(/Last scanned \d+ s ago/);
    await expect(page.getByTestId('health-database')).toContainText(/answered in \d+ ms/);
    await expect(page.getByTestId('health-price')).toContainText('Live');
    await expect(page.getByTestId('health-site-url')).toContainText(`Running as ${new URL(page.url()).origin}`);
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
    await expectAccessible(page);

    await networkDownFor(40_000);
    await page.reload();
    await expect(page.getByTestId('health-rpc')).toHaveText(/Cannot be reached/);
    await expect(page.getByTestId('health-problems')).toContainText(UNREACHABLE);
    // The banner reads the payment watch: once its scans have failed a few times in a row, every console page says so.
    await expect(async () => {
      await page.goto('/operator');
      await expect(page.getByTestId('health-banner')).toContainText(UNREACHABLE, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await page.getByTestId('health-banner').getByRole('link', { name: 'See the health page' }).click();
    await expect(operatorConsole.heading('Health')).toBeVisible();

    const buyer = await signedInBuyer(browser);
    await buyer.goto('/domains/rigbuilder');
    await buyer.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
    await expect(buyer.getByTestId('domain-actions')).toContainText(TO_BUYER);
    await buyer.context().close();

    // Back up: the next scan reads the chain, and the banner goes.
    await expect(async () => {
      await page.goto('/operator');
      await expect(page.getByText(UNREACHABLE)).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
  });
});
