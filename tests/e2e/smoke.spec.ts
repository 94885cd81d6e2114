import { expect, test } from './support/fixtures';

test('the server is up on a fresh embedded database', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ ok: true, database: 'pglite' });
  const listings = await request.get('/api/listings');
  expect(listings.status()).toBe(200);
});

test.describe('unknown page', () => {
  // Chromium reports the 404 document itself as a failed resource: that response is the point of this test.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an unknown URL answers 404 with the mall 404 page, its scripts allowed by the policy', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const response = await page.goto('/no-such-aisle');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "This aisle doesn't exist" })).toBeVisible();
    await expect(page).toHaveTitle('Aisle Not Found | Retailverse');
    // Hydrated: the client router takes the link to the entrance without a full page load.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('link', { name: 'Back to the mall entrance' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(blocked, 'scripts blocked by the Content-Security-Policy').toEqual([]);
  });
});
