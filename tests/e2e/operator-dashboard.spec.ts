import { Keypair } from '@solana/web3.js';
import { solanaRpcURL } from '../../playwright.config';
import { OperatorConsole } from './pages/operator';
import { FeedbackReviewPage, SalesPanels } from './pages/operator-dashboard';
import { OrderPage } from './pages/order';
import { EarningChannelsPanel, RetailTicketsPage, WalletConnect } from './pages/retail-tickets';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  OPERATOR_WALLET_SEED,
  fundOnStandIn,
  installTestWallet,
  sendTransfer,
  signInWithTestWallet,
} from './support/test-wallet';

const ORDER_URL = /\/orders\/[0-9a-f-]{36}$/;
const NAME = 'blueprintbay';

test.describe('operator dashboard and feedback review', () => {
  // The console answers 401 before sign-in and 403 to a stranger by design.
  test.use({ expectedConsoleErrors: [/status of 40[13] /] });

  test("a stranger's wallet gets 403 on the feedback page and its APIs", async ({ page }) => {
    await installTestWallet(page);
    await page.goto('/operator/feedback');
    await new OperatorConsole(page).signIn();
    await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible();
    expect((await page.request.get('/operator/feedback')).status()).toBe(403);
    for (const path of ['/api/operator/feedback', '/api/operator/rewards']) {
      const response = await page.request.post(path, { data: { action: 'list' } });
      expect(response.status(), path).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
  });

  test('after a real paid order the operator sees the revenue chart and the name bought', async ({ page, browser }) => {
    // A purchase paid on the stand-in chain, then the dashboard read and checked for accessibility.
    test.setTimeout(90_000);
    const buyerContext = await browser.newContext();
    const buyerPage = await buyerContext.newPage();
    await installTestWallet(buyerPage);
    await signInWithTestWallet(buyerPage);
    await buyerPage.goto(`/domains/${NAME}`);
    await buyerPage.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
    await expect(buyerPage).toHaveURL(ORDER_URL);
    const request = new URL(
      (await buyerPage.getByRole('link', { name: 'Open the payment request in a wallet app' }).getAttribute('href'))!,
    );
    const payer = Keypair.generate();
    await fundOnStandIn(solanaRpcURL, payer.publicKey.toBase58(), 10_000_000_000);
    await sendTransfer(solanaRpcURL, {
      from: payer,
      to: request.pathname,
      lamports: 500_000_000,
      reference: request.searchParams.get('reference')!,
      memo: request.searchParams.get('memo')!,
    });
    await expect(new OrderPage(buyerPage).status).toHaveText('Paid', { timeout: 15_000 });
    await buyerContext.close();

    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    await page.goto('/operator');
    const operatorConsole = new OperatorConsole(page);
    await operatorConsole.signIn();
    await expect(operatorConsole.heading('Dashboard')).toBeVisible();
    const sales = new SalesPanels(page);
    await expect(sales.revenueTotal).toContainText(
      /Last 30 days: [\d.]+ SOL \([\d,]+\.\d\d USD at the time of sale\) from \d+ sales?/,
    );
    await expect(sales.unpriced).toHaveText('Every sale has its SOL/USD rate.');
    await expect(
      sales.revenueDayChart.locator('.recharts-bar-rectangle').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(
      sales.revenueWeekChart.locator('.recharts-bar-rectangle').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(
      sales.conversionChart.locator('.recharts-bar-rectangle').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(sales.topBought).toContainText(`${NAME}.sol`);
    // The buyer opened the name's page, so its beacon counted a view (which names lead depends on the whole run).
    await expect(sales.topViewed.getByRole('row').nth(1)).toContainText(/\.sol\s*\d+\s*(Yes|No)/);
    await expect(sales.topBought.getByRole('listitem').filter({ hasText: `${NAME}.sol` })).toContainText('0.5 SOL');
    const sold =
      Number(await sales.ordersWith('paid').textContent()) + Number(await sales.ordersWith('fulfilled').textContent());
    expect(sold).toBeGreaterThanOrEqual(1);
    await expectAccessible(page);
  });

  test('the operator approves feedback another wallet sent, and that wallet is credited 3 RT', async ({
    page,
    browser,
  }) => {
    const message = `The dashboard review test ${Date.now().toString(36)}`;
    const senderContext = await browser.newContext();
    const senderPage = await senderContext.newPage();
    await installTestWallet(senderPage);
    const tickets = new RetailTicketsPage(senderPage);
    const channels = new EarningChannelsPanel(senderPage);
    await tickets.goto();
    await new WalletConnect(senderPage).signIn();
    await expect(tickets.balance).toHaveText('0 RT');
    await channels.feedback.getByLabel('Your feedback').fill(message);
    await channels.feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(channels.feedback.getByRole('listitem').first()).toContainText('Pending approval');

    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    const review = new FeedbackReviewPage(page);
    await review.goto();
    const operatorConsole = new OperatorConsole(page);
    await operatorConsole.signIn();
    await expect(operatorConsole.heading('Feedback and rewards')).toBeVisible();
    await expect(operatorConsole.nav.getByRole('link', { name: 'Feedback' })).toHaveAttribute('aria-current', 'page');
    await expect(review.welcomeClaims).toContainText('welcome grant');
    const pending = review.item(review.pending, message);
    await pending.getByRole('button', { name: /^Approve #\d+$/ }).click();
    await expect(review.item(review.reviewed, message)).toContainText('Approved · 3 RT credited on');
    await expect(review.item(review.pending, message)).toHaveCount(0);

    // The welcome grant is set and put back (tickets.spec.ts claims the default 5 RT).
    const welcome = page.getByRole('form', { name: 'Welcome grant' });
    for (const amount of ['6', '5']) {
      await welcome.getByLabel('WELCOME GRANT (RT)').fill(amount);
      await welcome.getByRole('button', { name: 'Save' }).click();
      await expect(welcome.getByRole('status')).toHaveText(`Welcome grant set to ${amount} RT.`);
    }
    await expectAccessible(page);

    await senderPage.reload();
    await expect(tickets.balance).toHaveText('3 RT');
    await expect(channels.feedback.getByRole('listitem').first()).toContainText('Credited +3 RT');
    await senderContext.close();
  });
});
