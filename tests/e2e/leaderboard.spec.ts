import { leaderboardRows } from '../../content/catalog/leaderboard';
import { VotePage } from './pages/community';
import { expect, expectAccessible, test } from './support/fixtures';

test('the leaderboard: 10 ranked rows, summary counts, category totals, View and Vote Now links', async ({ page }) => {
  await page.goto('/tools/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Domain Leaderboard' })).toBeVisible();
  const rows = page.getByTestId('leaderboard-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('#1');
  await expect(rows.first()).toContainText('fudscience.sol');
  await expect(rows.first()).toContainText('127');

  const summary = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(summary('Total votes')).toHaveText('750');
  await expect(summary('Top domain votes')).toHaveText('127');
  await expect(summary('Domains ranked')).toHaveText('10');
  await expect(summary('Categories')).toHaveText('5');
  await expect(summary('Meme')).toHaveText('203 votes');
  await expect(summary('Tech')).toHaveText('159 votes');
  await expect(summary('Trading')).toHaveText('141 votes');

  for (const row of leaderboardRows) {
    await expect(page.getByRole('link', { name: `View ${row.domain}` })).toHaveAttribute(
      'href',
      `/wiki/${row.domain.replace('.sol', '')}`,
    );
  }
  await expect(page.getByRole('link', { name: /Vote Now/ })).toHaveAttribute('href', '/vote');
  await expectAccessible(page);
});

test('the leaderboard shows the live poll with the same total as /vote', async ({ page }) => {
  await page.goto('/tools/leaderboard');
  const onLeaderboard = await page.getByTestId('leaderboard-poll-total').textContent();
  expect(onLeaderboard).toMatch(/^Total votes: \d+$/);
  const vote = new VotePage(page);
  await vote.goto();
  await expect(vote.total).toHaveText(onLeaderboard!);
});
