import { expect, test } from './support/fixtures';
import { MAIN_ROUTES } from './support/main-routes';

test.use({ viewport: { width: 375, height: 740 } });

/**
 * On a 375 px phone no page scrolls sideways: wide content (the tables) scrolls inside its own box, and nothing
 * in it (a visually hidden label included) reaches past the screen.
 */
test('no main route is wider than a 375 px phone screen', async ({ page }) => {
  test.setTimeout(180_000);
  const tooWide: string[] = [];
  for (const route of MAIN_ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) tooWide.push(`${route}: ${overflow}px wider than the screen`);
  }
  expect(tooWide, 'pages that scroll sideways').toEqual([]);
});
