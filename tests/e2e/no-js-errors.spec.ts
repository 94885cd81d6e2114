import type { Browser, Page } from '@playwright/test';
import { OperatorConsole } from './pages/operator';
import { expect, test } from './support/fixtures';
import { OPERATOR_WALLET_SEED, installTestWallet } from './support/test-wallet';

// Without JavaScript a not-found or refused page is still its message, its way back and its own title, with its
// status: never an empty document that only a script fills in.
test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 40[134]/] });

const NO_ORDER = '00000000-0000-4000-8000-000000000000';

const PAGES = [
  {
    path: '/domains/nosuchname',
    status: 404,
    heading: 'Domain Not Found',
    title: 'Domain Not Found | Retailverse',
    back: 'Back to Domains',
  },
  {
    path: '/wiki/nosuch',
    status: 404,
    heading: 'Domain Not Found',
    title: 'Domain Not Found | Retailverse',
    back: 'Browse Domains',
  },
  {
    path: '/insights/no-such-article',
    status: 404,
    heading: 'Article Not Found',
    title: 'Article Not Found | Retailverse',
    back: '← Back to Insights',
  },
  {
    path: '/checkout/nosuchname',
    status: 404,
    heading: 'Domain Not Found',
    title: 'Domain Not Found | Retailverse',
    back: 'Back to Marketplace',
  },
  {
    path: `/orders/${NO_ORDER}`,
    status: 404,
    heading: 'Order Not Found',
    title: 'Order Not Found | Retailverse',
    back: 'Back to Marketplace',
  },
  {
    path: '/no-such-aisle',
    status: 404,
    heading: "This aisle doesn't exist",
    title: 'Aisle Not Found | Retailverse',
    back: 'Back to the mall entrance',
  },
  {
    path: '/sites/nodehunter',
    status: 404,
    heading: "This aisle doesn't exist",
    title: 'Aisle Not Found | Retailverse',
    back: 'Back to the mall entrance',
  },
  {
    path: '/operator',
    status: 401,
    heading: 'Operator console',
    title: 'Dashboard | Operator console',
    back: 'Back to the mall',
  },
] as const;

/** The operator console's own 404s, for a signed-in operator. */
const CONSOLE_PAGES = [
  {
    path: `/operator/orders/${NO_ORDER}`,
    heading: 'Order Not Found',
    title: 'Order Not Found | Operator console',
    back: 'Back to Orders',
  },
  {
    path: '/operator/catalog/nosuchname.sol',
    heading: 'Name Not Found',
    title: 'Name Not Found | Operator console',
    back: 'Back to Catalogue',
  },
] as const;

async function expectErrorPage(
  page: Page,
  path: string,
  { status, heading, title, back }: { status: number; heading: string; title: string; back: string },
) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: back }).first()).toBeVisible();
  await expect(page).toHaveTitle(title);
  expect(await page.locator('html').getAttribute('id')).not.toBe('__next_error__');
}

for (const { path, ...expected } of PAGES) {
  test(`${path} answers ${expected.status} with its message, a way back and its own title`, async ({ page }) => {
    await expectErrorPage(page, path, expected);
  });
}

/** A page without JavaScript carrying the session of an operator who signed in with a script-enabled browser. */
async function operatorWithoutScripts(browser: Browser): Promise<Page> {
  const withScripts = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
  await installTestWallet(withScripts, { seed: OPERATOR_WALLET_SEED });
  await withScripts.goto('/operator');
  const operatorConsole = new OperatorConsole(withScripts);
  await operatorConsole.signIn();
  await expect(operatorConsole.heading('Dashboard')).toBeVisible();
  const storageState = await withScripts.context().storageState();
  await withScripts.context().close();
  return (await browser.newContext({ javaScriptEnabled: false, storageState })).newPage();
}

test('the console answers an unknown order or name with 404, its message, a way back and its own title', async ({
  browser,
}) => {
  const page = await operatorWithoutScripts(browser);
  for (const { path, ...expected } of CONSOLE_PAGES) await expectErrorPage(page, path, { status: 404, ...expected });
  await page.context().close();
});
