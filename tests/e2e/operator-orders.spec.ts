import { randomBytes } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { solanaRpcURL } from '../../playwright.config';
import { ConsoleOrder, ConsoleOrders, OperatorConsole } from './pages/operator';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  E2E_OPERATOR_WALLET,
  OPERATOR_WALLET_SEED,
  fundOnStandIn,
  installTestWallet,
  sendTransfer,
  signedInBuyer,
} from './support/test-wallet';

// deploydeck.sol: 3.5 SOL, so 17 purchase tickets (1 per full 0.2 SOL); no other spec buys it.
const SLUG = 'deploydeck';
const PRICE_LAMPORTS = 3_500_000_000;
const PURCHASE_TICKETS = 17;

test.describe('operator console: orders', () => {
  // The console answers 401 before sign-in and 403 to a stranger by design; the bad refunds get their 400 and 409.
  test.use({ expectedConsoleErrors: [/status of 40[0139] /] });

  test('an operator finds a paid order, refunds it from the console wallet: the name is for sale again and the tickets are reversed', async ({
    page,
    request,
    browser,
  }) => {
    // A whole journey (a payment, sign-in, four pages, a wallet refund): more than one page's time.
    test.slow();
    // A buyer pays for the name from a phone wallet (the RPC stand-in), as a QR scan would.
    const opened = await (await signedInBuyer(browser)).request.post('/api/orders', { data: { slug: SLUG } });
    expect(opened.status(), await opened.text()).toBe(201);
    const order = (await opened.json()) as { id: string; url: string };
    const payment = new URL(order.url);
    const buyer = Keypair.generate();
    const buyerAddress = buyer.publicKey.toBase58();
    await fundOnStandIn(solanaRpcURL, buyerAddress, 10_000_000_000);
    const paidWith = await sendTransfer(solanaRpcURL, {
      from: buyer,
      to: payment.pathname,
      lamports: PRICE_LAMPORTS,
      reference: payment.searchParams.get('reference')!,
      memo: payment.searchParams.get('memo')!,
    });
    await expect
      .poll(async () => ((await (await request.get(`/api/orders/${order.id}`)).json()) as { status: string }).status, {
        timeout: 15_000,
      })
      .toBe('paid');

    // The operator signs in and finds it by the buyer's wallet.
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    expect((await page.goto('/operator/orders'))?.status()).toBe(401);
    const operatorConsole = new OperatorConsole(page);
    await operatorConsole.signIn();
    await expect(operatorConsole.heading('Orders')).toBeVisible();
    await expect(operatorConsole.nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    const list = new ConsoleOrders(page);
    await list.search.fill(buyerAddress);
    await list.status.selectOption('paid');
    await list.filter.click();
    await expect(page).toHaveURL(/status=paid/);
    await expect(list.table.locator('tbody tr')).toHaveCount(1);
    await expect(list.row(order.id)).toContainText('deploydeck.sol');
    await expect(list.row(order.id)).toContainText('3.5');
    await expect(list.totals.getByRole('link', { name: 'paid 1' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await page.goto(`/operator/tickets?wallet=${buyerAddress}`);
    await expect(page.getByTestId('console-balance')).toContainText(`Balance: ${PURCHASE_TICKETS} RT`);

    await page.goto(`/operator/orders?q=${buyerAddress}`);
    await list
      .row(order.id)
      .getByRole('link', { name: /Open the order for deploydeck\.sol/ })
      .click();
    await expect(operatorConsole.heading('Order for deploydeck.sol')).toBeVisible();
    const view = new ConsoleOrder(page);
    await expect(view.owed).toHaveText('0 SOL');
    const paymentLink = view.payments.getByRole('link', { name: /Solana Explorer/ });
    await expect(paymentLink).toHaveText(paidWith);
    await expect(paymentLink).toHaveAttribute(
      'href',
      `https://explorer.solana.com/tx/${paidWith}?cluster=custom&customUrl=${encodeURIComponent(solanaRpcURL)}`,
    );
    await expect(page.getByTestId('order-facts')).toContainText(buyerAddress);
    // The e2e custody wallet holds no deploydeck.sol (no name account on the stand-in): the delivery needs the operator.
    await expect(async () => {
      await page.reload();
      await expect(view.deliveryState).toHaveText('Needs the operator (blocked)', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(view.deliveryError).toHaveText(
      'deploydeck.sol has no name account on chain, so the custody wallet cannot transfer it.',
    );
    await expect(view.fulfilForm).toContainText('Transfer the name to the buyer');
    await expectAccessible(page);

    // A bad signature is refused with the API's message; nothing changes.
    await view.refundSignature.fill('not-a-signature');
    await view.refundSignature.evaluate((input: HTMLInputElement) => input.removeAttribute('pattern'));
    await view.refundSignature.evaluate((input: HTMLInputElement) => input.removeAttribute('minlength'));
    await view.recordRefund.click();
    await expect(view.refundResult).toContainText('signature');
    await expect(view.refunds).toContainText('No refund recorded.');

    // A signature the chain does not know is refused, and nothing is recorded.
    const unknownSignature = bs58.encode(randomBytes(64));
    await view.refundSignature.fill(unknownSignature);
    await view.recordRefund.click();
    await expect(view.refundResult).toHaveText(
      `Refund transaction ${unknownSignature.slice(0, 8)}… was not found on chain (not confirmed yet, or never sent). Nothing was recorded.`,
    );
    await expect(view.refunds).toContainText('No refund recorded.');

    // The operator's wallet signs the refund the mall built; it is recorded once the chain finalizes it.
    await fundOnStandIn(solanaRpcURL, E2E_OPERATOR_WALLET, 10_000_000_000);
    await view.refundFromWallet.click();
    await expect(view.refundResult).toHaveText(
      `Refund recorded. The order is refunded. deploydeck.sol is back on sale. ${PURCHASE_TICKETS} RT reversed.`,
      { timeout: 15_000 },
    );
    const refundLink = view.refunds.getByRole('link', { name: /Solana Explorer/ });
    await expect(refundLink).toHaveCount(1);
    const refundSignature = (await refundLink.textContent())!;
    const onChain = await (
      await fetch(solanaRpcURL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'getTransaction',
          params: [refundSignature, { encoding: 'json', maxSupportedTransactionVersion: 0 }],
        }),
      })
    ).json();
    const { meta } = onChain.result as { meta: { err: unknown; postBalances: number[]; preBalances: number[] } };
    expect(meta.err).toBeNull();
    expect(meta.postBalances[1] - meta.preBalances[1]).toBe(PRICE_LAMPORTS);
    await expect(page.getByTestId('order-facts')).toContainText('Refunded (refunded)');
    // Fully refunded, nothing owed: the order offers no refund any more.
    await expect(view.refundFromWallet).toHaveCount(0);
    await expect(view.recordRefund).toHaveCount(0);

    await page.goto(`/operator/tickets?wallet=${buyerAddress}`);
    await expect(page.getByTestId('console-balance')).toContainText('Balance: 0 RT');
    await page.goto('/operator/audit');
    await expect(page.getByTestId('audit-log').locator('tbody tr').first()).toContainText('order.refund');

    await page.goto(`/domains/${SLUG}`);
    await expect(page.getByTestId('domain-lore').getByTestId('status-badge')).toHaveText('Available');
    await expect(page.getByTestId('domain-actions').getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  test('the order list fits a phone: its table scrolls inside its box', async ({ page }) => {
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    await page.goto('/operator/orders');
    await new OperatorConsole(page).signIn();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a stranger's wallet gets 403 on the order list and an order's page", async ({ page }) => {
    await installTestWallet(page);
    await page.goto('/operator/orders');
    await new OperatorConsole(page).signIn();
    await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible();
    expect((await page.request.get('/operator/orders')).status()).toBe(403);
    expect((await page.request.get('/operator/orders/00000000-0000-4000-8000-000000000000')).status()).toBe(403);
    const api = await page.request.post('/api/operator/orders', { data: { action: 'list' } });
    expect(api.status()).toBe(403);
  });
});
