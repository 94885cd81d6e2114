import { degradedURL } from '../../playwright.config';
import { FALLBACK_NOTICE } from '../../lib/catalog/fallback';
import { LISTINGS_DOWN } from '../../lib/rules/system-status';
import { expect, test } from './support/fixtures';

// This server's PostgreSQL cannot be reached: the catalogue falls back, writes answer 503, the badge turns red.
test.use({ baseURL: degradedURL, expectedConsoleErrors: [/status of 503/] });

test('the catalogue still renders from the 3 fallback domains and says so', async ({ page }) => {
  await page.goto('/domains');
  await expect(page.getByText(FALLBACK_NOTICE)).toBeVisible();
  await expect(page.getByRole('link', { name: /fudscience/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /jpegdealer/i })).toHaveCount(0);
});

test('the status badge turns red', async ({ page }) => {
  await page.goto('/domains');
  await expect(page.getByText(LISTINGS_DOWN.message)).toBeVisible();
});

test('writes answer 503 Database not available and /api/listings 503', async ({ request }) => {
  const write = await request.post('/api/waitlist', { data: { email: 'ape@example.com' } });
  expect(write.status()).toBe(503);
  expect(await write.json()).toEqual({ error: { code: 'unavailable', message: 'Database not available' } });
  expect((await request.get('/api/listings')).status()).toBe(503);
});
