import { AIRTABLE_LOADING } from '../../lib/rules/error-messages';
import { expect, expectAccessible, test } from './support/fixtures';

test('Airtable Domains lists the local feed, labelled as the catalogue’s list', async ({ page }) => {
  await page.goto('/airtable-domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Airtable Domains' })).toBeVisible();
  await expect(page.getByText('The catalogue’s list')).toBeVisible();
  await expect(page.getByTestId('airtable-list').getByRole('heading', { name: 'jpegdealer.sol' })).toBeVisible();
  // Category codes read as words.
  await expect(page.getByTestId('airtable-list').getByText('flashRack', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list is there, never "Loading domains..." for ever', async ({ page }) => {
    await page.goto('/airtable-domains');
    await expect(page.getByTestId('airtable-list').getByRole('heading', { name: 'jpegdealer.sol' })).toBeVisible();
    await expect(page.getByText(AIRTABLE_LOADING)).toHaveCount(0);
  });
});
