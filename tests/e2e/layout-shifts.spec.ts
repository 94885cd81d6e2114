import { expect, test } from './support/fixtures';
import { startFreshShop, type FreshShop } from './support/fresh-shop';
import { verticalShifts } from './support/layout-shifts';
import { MAIN_ROUTES } from './support/main-routes';

// A mall as `npm start` leaves it (test mode, so the ribbon comes late): the pages as every first visitor sees them.
// On the shared e2e mall, names held by earlier tests' orders show a hold notice that arrives with its check: news
// about the name, not a page that jumps.
const PORT = Number(process.env.E2E_PORT || 3100) + 20;

test.use({ viewport: { width: 320, height: 640 } });

let shop: FreshShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  shop = await startFreshShop(PORT);
});
test.afterAll(async () => shop?.stop());

/**
 * What a page fills in after it is shown (the mode's ribbon, a name's offers, the lore's welcome) takes a place kept
 * for it or comes on top: nothing already on screen jumps.
 */
test('no main route moves what is already on screen while it loads', async ({ page }) => {
  test.setTimeout(180_000);
  const jumps: string[] = [];
  for (const route of [...MAIN_ROUTES, '/lore']) {
    await page.goto(`${shop.url}${route}`);
    await page.waitForLoadState('networkidle');
    for (const shift of await verticalShifts(page)) jumps.push(`${route}: ${shift}`);
  }
  expect(jumps, 'content that moved while the page loaded').toEqual([]);
});
