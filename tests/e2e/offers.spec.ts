import { Keypair } from '@solana/web3.js';
import { solanaRpcURL } from '../../playwright.config';
import { InboxPage } from './pages/inbox';
import { OperatorConsole } from './pages/operator';
import { OrderPage } from './pages/order';
import { expect, test } from './support/fixtures';
import {
  OPERATOR_WALLET_SEED,
  fundOnStandIn,
  installTestWallet,
  sendTransfer,
  signInWithTestWallet,
} from './support/test-wallet';

// alphastalker.sol: vaulted, not for sale, no price; no other spec touches it. clearancebin.sol (0.3 SOL), bought
// first, gives the buyer the proof offers ask for (a paid order: docs/tickets.md); no other spec buys it.
const SLUG = 'alphastalker';
const PROOF_SLUG = 'clearancebin';

test.describe('offers', () => {
  // The console answers 401 before the operator signs in.
  test.use({ expectedConsoleErrors: [/status of 401 /] });

  test('a buyer offers on a vaulted name, the operator counters, the buyer accepts and pays the counter; the history and both inboxes show each step', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { address } = await installTestWallet(page);
    await fundOnStandIn(solanaRpcURL, address, 20_000_000_000);
    await signInWithTestWallet(page);
    const proof = await page.request.post('/api/orders', { data: { slug: PROOF_SLUG } });
    expect(proof.status(), await proof.text()).toBe(201);
    const proofOrder = new URL(((await proof.json()) as { url: string }).url);
    const phone = Keypair.generate();
    await fundOnStandIn(solanaRpcURL, phone.publicKey.toBase58(), 1_000_000_000);
    await sendTransfer(solanaRpcURL, {
      from: phone,
      to: proofOrder.pathname,
      lamports: 300_000_000,
      reference: proofOrder.searchParams.get('reference')!,
      memo: proofOrder.searchParams.get('memo')!,
    });
    const proofId = proofOrder.searchParams.get('memo')!;
    await expect
      .poll(
        async () => ((await (await page.request.get(`/api/orders/${proofId}`)).json()) as { status: string }).status,
        {
          timeout: 15_000,
        },
      )
      .toBe('paid');

    await page.goto(`/domains/${SLUG}`);
    const offer = page.getByTestId('make-offer');
    await expect(offer.getByTestId('offer-summary')).toHaveText('No open offers yet.');
    await offer.getByRole('button', { name: 'Make an offer' }).click();
    await offer.getByLabel('YOUR OFFER (SOL)').fill('2');
    await offer.getByLabel('MESSAGE (OPTIONAL)').fill('Been watching this one.');
    await offer.getByRole('button', { name: `Offer on ${SLUG}.sol` }).click();
    await expect(offer.getByRole('status')).toContainText('Offer sent.');
    await expect(offer.getByTestId('offer-summary')).toHaveText('1 open offer · highest 2 SOL');

    const operator = await (await browser.newContext()).newPage();
    await installTestWallet(operator, { seed: OPERATOR_WALLET_SEED });
    await operator.goto('/operator/offers');
    await new OperatorConsole(operator).signIn();
    const row = operator.getByTestId('offer-row').filter({ hasText: `${SLUG}.sol` });
    await expect(row).toContainText('Offer 2 SOL');
    await expect(row).toContainText('Been watching this one.');
    await row.getByLabel('Counter in SOL').fill('3');
    await row.getByRole('button', { name: 'Counter' }).click();
    await expect(row).toContainText('countered 3 SOL');

    await page.goto('/orders');
    const mine = page.getByTestId('my-offer').filter({ hasText: `${SLUG}.sol` });
    await expect(mine.getByTestId('my-offer-status')).toHaveText('Countered');
    await mine.getByRole('button', { name: 'Accept counter' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    const order = new OrderPage(page);
    await expect(order.amount).toContainText('3 SOL');
    await order.payWithWallet();
    await expect(order.status).toHaveText('Paid', { timeout: 15_000 });

    await page.goto(`/domains/${SLUG}`);
    const events = page.getByTestId('name-event');
    await expect(events.first()).toBeVisible();
    // Newest first; the transfer to the buyer may or may not have landed yet.
    const steps = (await events.allInnerTexts()).map((text) => text.replace(/^\S+ \S+\s+/, '').replace(/\s+/g, ' '));
    expect(steps.filter((step) => !step.startsWith('Transferred'))).toEqual([
      'Sold 3 SOL',
      'Offer accepted 3 SOL',
      'Offer made 2 SOL',
    ]);

    // Both inboxes tell of each step once (docs/product.md "Inbox").
    const buyerInbox = new InboxPage(page);
    await buyerInbox.goto();
    for (const text of [`Counter-offer: 3 SOL for ${SLUG}.sol`, `Payment received: ${SLUG}.sol is yours (3 SOL)`])
      await expect(buyerInbox.message(text)).toHaveCount(1);
    await operator.goto('/inbox?box=operators');
    const operatorInbox = new InboxPage(operator);
    for (const text of [`Offer received: 2 SOL for ${SLUG}.sol`, `Offer accepted: ${SLUG}.sol for 3 SOL`])
      await expect(operatorInbox.message(text)).toHaveCount(1);
  });
});
