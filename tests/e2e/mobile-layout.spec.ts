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

/** The chat button floats over the page: scrolled to its end, a page's last content ends above it. */
test("at the end of every main route, the chat button covers none of the page's content", async ({ page }) => {
  test.setTimeout(180_000);
  const covered: string[] = [];
  for (const route of MAIN_ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const overlap = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const chat = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Chat');
      const content = document.querySelector('main')?.lastElementChild;
      if (!chat || !content) return null;
      return content.getBoundingClientRect().bottom - chat.getBoundingClientRect().top;
    });
    if (overlap !== null && overlap > 0) covered.push(`${route}: ${Math.round(overlap)}px under the chat button`);
  }
  expect(covered, 'pages whose last content is under the chat button').toEqual([]);
});
