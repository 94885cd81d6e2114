import { expect, expectAccessible, test } from './support/fixtures';

test('Airtable Domains lists the local feed', async ({ page }) => {
  await page.goto('/airtable-domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Airtable Domains' })).toBeVisible();
  await expect(page.getByTestId('airtable-list').getByRole('heading', { name: 'jpegdealer.sol' })).toBeVisible();
  await expectAccessible(page);
});

test('loading, empty, and error with Try Again', async ({ page }) => {
  await page.route('**/api/domains?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    return route.fulfill({ json: { data: [], source: 'database' } });
  });
  await page.goto('/airtable-domains');
  await expect(page.getByText('Loading domains...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Domains Found' })).toBeVisible();
});

test.describe('feed failure', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("'Error Loading Domains' and Try Again reloads the list", async ({ page }) => {
    let failing = true;
    await page.route('**/api/domains?**', (route) =>
      failing
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } })
        : route.continue(),
    );
    await page.goto('/airtable-domains');
    await expect(page.getByRole('heading', { name: 'Error Loading Domains' })).toBeVisible();
    await expectAccessible(page);
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByTestId('airtable-list')).toBeVisible();
  });
});

test('a long feed is listed a page at a time, with Load more following the cursor', async ({ page }) => {
  // The first page is cut to two names, as if the catalogue were long; the next page comes from the server.
  await page.route('**/api/domains?**', async (route) => {
    if (new URL(route.request().url()).searchParams.has('cursor')) return route.continue();
    const body = await (await route.fetch()).json();
    const firstTwo = body.data.slice(0, 2);
    const nextCursor = Buffer.from(firstTwo[1].fields.name, 'utf8').toString('base64url');
    return route.fulfill({ json: { ...body, data: firstTwo, nextCursor } });
  });
  await page.goto('/airtable-domains');
  const list = page.getByTestId('airtable-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('heading', { name: 'jpegdealer.sol' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
