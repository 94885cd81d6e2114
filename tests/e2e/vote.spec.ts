import { communityPoll } from '../../content/poll';
import { POLL_TOTAL_VOTES } from '../../lib/rules/community';
import { VotePage } from './pages/community';
import { expect, expectAccessible, test } from './support/fixtures';

const start = (id: string) => communityPoll.options.find((option) => option.id === id)!.votes;

test('vote cycle: select, submit (locked), results, Vote Again changes the vote, and it is remembered', async ({
  page,
}) => {
  const vote = new VotePage(page);
  await vote.goto();
  await expect(page.getByRole('heading', { level: 1, name: communityPoll.title })).toBeVisible();
  await expect(page.getByText(/Voting is open until/)).toBeVisible();
  await expect(vote.total).toHaveText(`Total votes: ${POLL_TOTAL_VOTES}`);
  const ballot = page.locator('form', { has: vote.submit });
  await expect(ballot.getByText('Premium', { exact: true })).toHaveCount(communityPoll.options.length);
  await expect(ballot.getByText(`${start('voidmerchant')} votes`)).toBeVisible();
  await expect(vote.submit).toBeDisabled();
  await expectAccessible(page);

  await vote.option('voidmerchant.sol').check();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/poll', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await vote.submit.click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(vote.option('mythicmint.sol')).toBeDisabled();
  release();

  await expect(vote.result('voidmerchant')).toContainText(`${start('voidmerchant') + 1} votes`);
  await expect(vote.result('voidmerchant')).toContainText('Your vote');
  await expect(vote.total).toHaveText(`Total votes: ${POLL_TOTAL_VOTES + 1}`);
  await expectAccessible(page);

  await vote.voteAgain.click();
  await vote.option('mythicmint.sol').check();
  await vote.submit.click();
  await expect(vote.result('mythicmint')).toContainText(`${start('mythicmint') + 1} votes`);
  await expect(vote.result('voidmerchant')).toContainText(`${start('voidmerchant')} votes`);
  await expect(vote.total).toHaveText(`Total votes: ${POLL_TOTAL_VOTES + 1}`);

  await page.unroute('**/api/poll');
  await page.reload();
  await expect(vote.result('mythicmint')).toContainText('Your vote');
  await expect(vote.voteAgain).toBeVisible();
});

test('a second browser is a second voter', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const vote = new VotePage(page);
  await vote.goto();
  const before = Number((await vote.total.textContent())?.replace(/\D/g, ''));
  await vote.option('ghostvalidator.sol').check();
  await vote.submit.click();
  await expect(vote.result('ghostvalidator')).toContainText('Your vote');
  await expect(vote.total).toHaveText(`Total votes: ${before + 1}`);
  await context.close();
});

test('a late answer about my earlier vote does not undo what I did since', async ({ page }) => {
  const vote = new VotePage(page);
  await vote.goto();
  await vote.option('voidmerchant.sol').check();
  await vote.submit.click();
  await expect(vote.voteAgain).toBeVisible();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isStandingLookup = (url: URL) => url.pathname === '/api/poll' && url.searchParams.has('voterId');
  await page.route(isStandingLookup, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await vote.option('mythicmint.sol').check();
  await vote.submit.click();
  await vote.voteAgain.click();
  const answered = page.waitForResponse((response) => isStandingLookup(new URL(response.url())));
  release();
  await answered;
  // Still the ballot the visitor asked for, not the results the late answer would have shown.
  await vote.option('voidmerchant.sol').check();
  await expect(vote.option('voidmerchant.sol')).toBeChecked();
  await expect(vote.submit).toBeEnabled();
});
