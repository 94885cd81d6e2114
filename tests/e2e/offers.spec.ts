import { Keypair } from '@solana/web3.js';
import { baseURL, solanaRpcURL } from '../../playwright.config';
import { EMAIL_VERIFIED } from '../../lib/rules/inbox';
import { ACTIVITY_PAGE_SIZE } from '../../lib/rules/name-history';
import { InboxPage } from './pages/inbox';
import { OperatorConsole } from './pages/operator';
import { OrderPage } from './pages/order';
import { expect, test } from './support/fixtures';
import { mailTo, mailsTo } from './support/mail';
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
/** The operators' address (OPERATOR_EMAIL in playwright.config.ts). */
const OPERATOR_EMAIL = 'operator@retailverse.test';

test.describe('offers', () => {
  // The console answers 401 before the operator signs in.
  test.use({ expectedConsoleErrors: [/status of 401 /] });

  test('a buyer offers on a vaulted name, the operator counters, the buyer accepts and pays the counter; the history and both inboxes show each step, and the e-mail arrives', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { address } = await installTestWallet(page);
    await fundOnStandIn(solanaRpcURL, address, 20_000_000_000);
    await signInWithTestWallet(page);

    // The buyer's inbox by e-mail (docs/product.md "E-mail"): an address, the link mailed to it, opened.
    const email = `buyer-${Date.now()}@retailverse.test`;
    const buyerInbox = new InboxPage(page);
    await buyerInbox.goto();
    await page.getByLabel('Address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await expect(page.getByTestId('email-state')).toContainText('Waiting for you to open the verification link');
    const verify = await mailTo(email, 'Verify your e-mail for Retailverse');
    const link = verify.body.match(/http:\/\/\S+\/inbox\/verify\?token=\S+/)?.[0];
    expect(link, verify.body).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('token-action-done')).toHaveText(EMAIL_VERIFIED);

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
    // The price chart of those events, its library loaded in the browser only here.
    await expect(page.getByTestId('price-chart')).toBeVisible();

    // Both inboxes tell of each step once (docs/product.md "Inbox").
    await buyerInbox.goto();
    for (const text of [`Counter-offer: 3 SOL for ${SLUG}.sol`, `Payment received: ${SLUG}.sol is yours (3 SOL)`])
      await expect(buyerInbox.message(text)).toHaveCount(1);
    await operator.goto('/inbox?box=operators');
    const operatorInbox = new InboxPage(operator);
    for (const text of [`Offer received: 2 SOL for ${SLUG}.sol`, `Offer accepted: ${SLUG}.sol for 3 SOL`])
      await expect(operatorInbox.message(text)).toHaveCount(1);

    // The e-mail arrives at the SMTP server, once per message, from the outbox: the title as its subject, the name's
    // page, the inbox and an unsubscribe link in its text, and the one-click unsubscribe header.
    const counter = await mailTo(email, `Counter-offer: 3 SOL for ${SLUG}.sol`);
    expect(counter.body).toContain(`${baseURL}/domains/${SLUG}\n`);
    expect(counter.body).toContain(`Your inbox: ${baseURL}/inbox\n`);
    expect(counter.body).toMatch(
      new RegExp(`Unsubscribe from these e-mails: ${baseURL}/inbox/unsubscribe\\?token=\\S+`),
    );
    expect(counter.headers).toMatch(/^List-Unsubscribe: <http:\/\/\S+\/api\/inbox\/unsubscribe\?token=\S+>$/m);
    await mailTo(email, `Payment received: ${SLUG}.sol is yours (3 SOL)`);
    await mailTo(OPERATOR_EMAIL, `Offer received: 2 SOL for ${SLUG}.sol`);
    await mailTo(OPERATOR_EMAIL, `Offer accepted: ${SLUG}.sol for 3 SOL`);
    // The operators' messages are not mailed to the buyer.
    const buyerSubjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(buyerSubjects.filter((subject) => subject.startsWith('Offer received'))).toEqual([]);
  });
});

test.describe('activity without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // deepstorage.sol: coming soon at 0.5 SOL; no other spec touches it. Repriced back and forth, ending where it was,
  // it has more events than a page holds.
  const NAME = 'deepstorage';
  const OPERATOR = { authorization: 'Bearer e2e-operator-token-0123456789' };
  const texts = { useInnerText: true };

  test("a name's activity and the mall's page by links, and the mall's filters by kind", async ({ page, request }) => {
    const edits = ACTIVITY_PAGE_SIZE + 2;
    for (let i = 1; i <= edits; i++) {
      const price = i % 2 === 1 ? '0.55 SOL' : '0.5 SOL';
      const edited = await request.patch(`/api/operator/catalog/domains/${NAME}.sol`, {
        headers: OPERATOR,
        data: { price },
      });
      expect(edited.ok(), await edited.text()).toBe(true);
    }

    await page.goto(`/domains/${NAME}`);
    const activity = page.locator('#name-activity');
    const events = activity.getByTestId('name-event');
    await expect(events).toHaveCount(ACTIVITY_PAGE_SIZE);
    await expect(events.first()).toContainText('Price changed 0.5 SOL', texts);
    await activity.getByRole('link', { name: 'Older events' }).click();
    await expect(page).toHaveURL(new RegExp(`/domains/${NAME}\\?before=\\d+#name-activity$`));
    await expect(events).toHaveCount(edits - ACTIVITY_PAGE_SIZE);
    await expect(events.last()).toContainText('Price changed 0.55 SOL', texts);
    await expect(activity.getByRole('link', { name: 'Older events' })).toHaveCount(0);
    await activity.getByRole('link', { name: 'Newest events' }).click();
    await expect(page).toHaveURL(new RegExp(`/domains/${NAME}#name-activity$`));
    await expect(events).toHaveCount(ACTIVITY_PAGE_SIZE);

    await page.goto('/marketplace');
    const feed = page.locator('#activity-feed');
    const filters = feed.getByRole('navigation', { name: 'Filter activity' });
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await filters.getByRole('link', { name: 'Price changed' }).click();
    await expect(page).toHaveURL(/\/marketplace\?kind=repriced#activity-feed$/);
    await expect(filters.getByRole('link', { name: 'Price changed' })).toHaveAttribute('aria-current', 'page');
    const feedEvents = feed.getByTestId('name-event');
    await expect(feedEvents).toHaveCount(ACTIVITY_PAGE_SIZE);
    for (const text of await feedEvents.allInnerTexts()) expect(text).toContain('Price changed');
    await expect(feedEvents.first()).toContainText(`${NAME}.sol`, texts);
    await feed.getByRole('link', { name: 'Older events' }).click();
    await expect(page).toHaveURL(/\/marketplace\?kind=repriced&before=\d+#activity-feed$/);
    await expect(feedEvents.first()).toContainText('Price changed', texts);
    await filters.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/marketplace#activity-feed$/);
  });
});
