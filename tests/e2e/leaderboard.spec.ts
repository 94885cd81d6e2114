import { communityPoll } from '../../content/poll';
import { VotePage } from './pages/community';
import { expect, expectAccessible, test } from './support/fixtures';

test('the leaderboard ranks the ballot: summary counts, category totals, View and Vote Now links', async ({ page }) => {
  await page.goto('/tools/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Domain Leaderboard' })).toBeVisible();
  const rows = page.getByTestId('leaderboard-row');
  await expect(rows).toHaveCount(communityPoll.options.length);
  await expect(rows.first()).toContainText('#1');

  const summary = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(summary('Domains ranked')).toHaveText(String(communityPoll.options.length));
  const votes = (await rows.locator('td:nth-child(3)').allTextContents()).map(Number);
  expect(votes).toEqual([...votes].sort((a, b) => b - a));
  await expect(summary('Top domain votes')).toHaveText(String(votes[0]));
  await expect(summary('Total votes')).toHaveText(String(votes.reduce((a, b) => a + b, 0)));

  for (const option of communityPoll.options) {
    await expect(page.getByRole('link', { name: `View ${option.name}` })).toHaveAttribute('href', `/wiki/${option.id}`);
  }
  await expect(page.getByRole('link', { name: /Vote Now/ })).toHaveAttribute('href', '/vote');
  await expectAccessible(page);
});

test('the leaderboard and /vote show the same total', async ({ page }) => {
  await page.goto('/tools/leaderboard');
  const total = await page.getByTestId('leaderboard-poll-total').textContent();
  expect(total).toMatch(/^\d+$/);
  const vote = new VotePage(page);
  await vote.goto();
  await expect(vote.total).toHaveText(`Total votes: ${total}`);
});

test('the starting votes the poll opened with are labelled as such on the leaderboard and /vote, apart from votes cast here', async ({
  page,
}) => {
  const split =
    /^Starting votes: (\d+), set when the poll opened · Votes cast here: (\d+) by wallets with history · (\d+) anonymous or new wallets$/;
  const parts = async () =>
    split
      .exec((await page.getByTestId('poll-vote-split').textContent())!.trim())!
      .slice(1)
      .map(Number);

  await page.goto('/tools/leaderboard');
  await expect(page.getByTestId('poll-vote-split')).toHaveText(split);
  const [starting, wallets, anonymous] = await parts();
  const total = Number(await page.getByTestId('leaderboard-poll-total').textContent());
  expect(starting + wallets + anonymous).toBe(total);
  // Each row says how many of its votes are starting votes: together, the poll's starting total.
  await expect(page.getByRole('columnheader', { name: 'Of which starting votes' })).toBeVisible();
  const rows = page.getByTestId('leaderboard-row');
  const votes = (await rows.locator('td:nth-child(3)').allTextContents()).map(Number);
  const startingPerRow = (await rows.locator('td:nth-child(4)').allTextContents()).map(Number);
  expect(startingPerRow.reduce((a, b) => a + b, 0)).toBe(starting);
  startingPerRow.forEach((count, i) => expect(count).toBeLessThanOrEqual(votes[i]!));

  const vote = new VotePage(page);
  await vote.goto();
  await expect(page.getByTestId('poll-vote-split')).toHaveText(split);
  expect((await parts())[0]).toBe(starting);
  await expect(page.getByText(/^\d+ starting votes$/)).toHaveCount(communityPoll.options.length);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every row’s View link is on the screen, not past its right edge', async ({ page }) => {
    await page.goto('/tools/leaderboard');
    const links = page.getByTestId('leaderboard-row').getByRole('link', { name: /^View / });
    await expect(links.first()).toBeVisible();
    for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON()))) {
      expect(box.right).toBeLessThanOrEqual(390);
      expect(box.left).toBeGreaterThanOrEqual(0);
    }
  });
});
