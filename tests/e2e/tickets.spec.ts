import { expect, expectAccessible, test } from './support/fixtures';
import { Keypair } from '@solana/web3.js';
import { solanaRpcURL } from '../../playwright.config';
import { WELCOME_NEEDS_HISTORY } from '@/lib/rules/reward-proof';
import { giveHistoryOnStandIn, installTestWallet } from './support/test-wallet';
import {
  EarningChannelsPanel,
  operatorApproveFeedback,
  operatorGrant,
  RetailTicketsPage,
  WalletConnect,
} from './pages/retail-tickets';

test.describe('/retail-tickets', () => {
  test('earning copy and a connect prompt without a wallet', async ({ page }) => {
    const tickets = new RetailTicketsPage(page);
    await tickets.goto();
    for (const line of ['Domain purchases', 'Feedback', 'Referrals', 'Wheel win']) {
      await expect(page.getByRole('listitem').filter({ hasText: line })).toBeVisible();
    }
    // A purchase's tickets are the rule's, not a range the rule contradicts.
    await expect(page.getByRole('listitem').filter({ hasText: 'Domain purchases' })).toContainText(
      '1 RT per full 0.2 SOL',
    );
    await expect(page.getByText('1-3 RT')).toHaveCount(0);
    await expect(page.getByText('5-20 RT')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
    await expectAccessible(page);
  });

  test('spin the wheel after a grant, then read it all in the statement', async ({ page }) => {
    const { address } = await installTestWallet(page);
    const tickets = new RetailTicketsPage(page);
    await tickets.goto();
    await new WalletConnect(page).signIn();
    await expect(tickets.balance).toHaveText('0 RT');
    await expect(tickets.spin).toBeDisabled();
    await expect(page.getByText('You need at least 5 tickets to spin.')).toBeVisible();

    await operatorGrant(page.request, address, 10, 'Referral: e2e friend');
    await page.reload();
    await expect(tickets.balance).toHaveText('10 RT');
    await tickets.spin.click();
    await expect(tickets.spin).toBeDisabled();
    await expect(tickets.spinResult).toContainText('You won', { timeout: 15_000 });

    const statement = tickets.statement;
    await expect(statement.getByRole('row').filter({ hasText: 'Operator Grant' })).toContainText('+10');
    await expect(statement.getByRole('row').filter({ hasText: 'Spin Wheel' }).filter({ hasText: '-5' })).toHaveCount(1);
    const wallet = await (await page.request.get('/api/wallet')).json();
    await expect(tickets.balance).toHaveText(`${wallet.registry.total_rts} RT`);
    await expect(page.getByRole('heading', { name: 'Claim rewards' })).toBeVisible();
    await expectAccessible(page);

    // 360 px phones: every panel fits the screen (the statement scrolls inside its own box).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(tickets.spin).toBeVisible();
    const widest = await page.evaluate(() =>
      Math.max(...Array.from(document.querySelectorAll('#main section')).map((e) => e.getBoundingClientRect().right)),
    );
    expect(widest).toBeLessThanOrEqual(360);
  });

  test('every way to earn: the welcome grant told apart for a new wallet, send feedback, copy the referral link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { address } = await installTestWallet(page);
    const tickets = new RetailTicketsPage(page);
    const channels = new EarningChannelsPanel(page);
    await tickets.goto();
    await new WalletConnect(page).signIn();
    await expect(tickets.balance).toHaveText('0 RT');
    for (const channel of ['purchases', 'feedback', 'referrals', 'wheel'] as const)
      await expect(channels.earned(channel)).toHaveText('Earned so far: 0 RT');

    // A wallet made for the test has no on-chain history: the grant says what opens it, and offers no claim.
    await expect(channels.welcome).toContainText(WELCOME_NEEDS_HISTORY);
    await expect(channels.welcome.getByRole('button')).toHaveCount(0);

    await channels.feedback.getByLabel('Your feedback').fill('The wheel could use a sound toggle.');
    await channels.feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(channels.feedback).toContainText('waiting for the operator’s review');
    await expect(channels.feedback.getByRole('listitem').first()).toContainText('Pending approval');
    await operatorApproveFeedback(page.request, address);
    await page.reload();
    await expect(channels.feedback.getByRole('listitem').first()).toContainText('Credited +3 RT');
    await expect(channels.earned('feedback')).toHaveText('Earned so far: 3 RT');
    await expect(tickets.balance).toHaveText('3 RT');

    const link = channels.referrals.getByLabel('Your referral link');
    await expect(link).toHaveValue(new RegExp(`/\\?ref=${address}$`));
    await channels.referrals.getByRole('button', { name: 'Copy link' }).click();
    await expect(channels.referrals.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await expectAccessible(page);

    await page.setViewportSize({ width: 360, height: 740 });
    const widest = await page.evaluate(() =>
      Math.max(...Array.from(document.querySelectorAll('#main section')).map((e) => e.getBoundingClientRect().right)),
    );
    expect(widest).toBeLessThanOrEqual(360);
  });

  test('a wallet with an old on-chain history claims the welcome grant once', async ({ page }) => {
    const seed = new Uint8Array(32).fill(58);
    await giveHistoryOnStandIn(solanaRpcURL, Keypair.fromSeed(seed), 31); // a day past the 30 days of history the rewards ask for
    await installTestWallet(page, { seed });
    const tickets = new RetailTicketsPage(page);
    const channels = new EarningChannelsPanel(page);
    await tickets.goto();
    await new WalletConnect(page).signIn();
    await expect(tickets.balance).toHaveText('0 RT');

    const claim = channels.welcome.getByRole('button', { name: /^Claim \d+ RT$/ });
    const amount = Number((await claim.textContent())?.match(/\d+/)?.[0]);
    expect(amount).toBeGreaterThan(0);
    await claim.click();
    await expect(channels.welcome).toContainText(`Claimed: +${amount} RT`);
    await expect(tickets.balance).toHaveText(`${amount} RT`);
    await page.reload();
    await expect(channels.welcome.getByRole('button')).toHaveCount(0);
    await expect(channels.welcome).toContainText(`Claimed: +${amount} RT`);
  });

  test('the fairness page publishes the seed hash and the recipe', async ({ page }) => {
    await page.goto('/fairness');
    await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByRole('heading', { name: 'How to check a spin' })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const widest = await page.evaluate(() =>
      Math.max(...Array.from(document.querySelectorAll('#main section')).map((e) => e.getBoundingClientRect().right)),
    );
    expect(widest).toBeLessThanOrEqual(360);
  });
});
