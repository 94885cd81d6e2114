import { expect, test } from './support/fixtures';

// Without JavaScript a not-found or refused page is still its message, its way back and its own title, with its
// status: never an empty document that only a script fills in.
test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 40[134]/] });

const PAGES = [
  {
    path: '/domains/nosuchname',
    status: 404,
    heading: 'Domain Not Found',
    title: 'Domain Not Found',
    back: 'Back to Domains',
  },
  { path: '/wiki/nosuch', status: 404, heading: 'Domain Not Found', title: 'Domain Not Found', back: 'Browse Domains' },
  {
    path: '/insights/no-such-article',
    status: 404,
    heading: 'Article Not Found',
    title: 'Article Not Found',
    back: '← Back to Insights',
  },
  {
    path: '/checkout/nosuchname',
    status: 404,
    heading: 'Domain Not Found',
    title: 'Domain Not Found',
    back: 'Back to Marketplace',
  },
  {
    path: '/no-such-aisle',
    status: 404,
    heading: "This aisle doesn't exist",
    title: 'Aisle Not Found',
    back: 'Back to the mall entrance',
  },
  { path: '/operator', status: 401, heading: 'Operator console', title: 'Dashboard', back: 'Back to the mall' },
] as const;

for (const { path, status, heading, title, back } of PAGES) {
  test(`${path} answers ${status} with its message, a way back and its own title`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: back }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Retailverse`);
    expect(await page.locator('html').getAttribute('id')).not.toBe('__next_error__');
  });
}
