import { expect, test } from './support/fixtures';
import { MAIN_ROUTES } from './support/main-routes';

// 320 CSS px: the narrowest phones, and the width WCAG's reflow criterion asks a page to fit.
test.use({ viewport: { width: 320, height: 640 } });

/**
 * On a 320 px phone no page scrolls sideways: wide content (the tables) scrolls inside its own box, and nothing
 * in it (a visually hidden label included) reaches past the screen.
 */
test('no main route is wider than a 320 px phone screen', async ({ page }) => {
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
