import { expect, test } from './support/fixtures';
import { MAIN_ROUTES } from './support/main-routes';
import { LIST_PURPOSES } from '../../components/catalog/list-purposes';

/**
 * A walk over every main route as a phone without JavaScript: each page answers, has a way on, and the first link
 * of each of its lists leads to a page that answers too (the first visible one is clicked, the others requested).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

function internal(href: string | null | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}

for (const route of MAIN_ROUTES) {
  test(`${route} at 390 px without JavaScript: no dead end, the first link of each list works`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status(), route).toBeLessThan(400);
    await expect(page.getByRole('main')).toBeVisible();
    const wayOn = page.locator('a[href^="/"]:visible');
    // A page with no link of its own is left through the mall's Menu, a link to the sidebar when there is no script.
    if ((await wayOn.count()) === 0 && (await page.getByRole('link', { name: 'Menu' }).isVisible())) {
      await page.getByRole('link', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mall sections' })).toBeInViewport();
    }
    expect(await wayOn.count(), 'a way on from the page').toBeGreaterThan(0);

    const firsts = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('ul, ol')].map((list) => list.querySelector('a[href]')?.getAttribute('href') ?? null),
      );
    const hrefs = [...new Set(firsts.filter(internal))];
    for (const href of hrefs) {
      const answer = await page.request.get(href, { maxRedirects: 0 });
      expect(answer.status(), `${href}, the first link of a list on ${route}`).toBeLessThan(400);
    }

    for (const href of hrefs) {
      const link = page.locator(`main a[href="${href}"]`).first();
      if (!(await link.isVisible())) continue;
      const navigation = page.waitForResponse((r) => r.request().isNavigationRequest());
      await link.click();
      expect((await navigation).status(), `clicking ${href} on ${route}`).toBeLessThan(400);
      break;
    }
  });
}

test('each list page says what it is for, in one line under its title', async ({ page }) => {
  for (const [route, purpose] of [
    ['/domains', LIST_PURPOSES.catalogue],
    ['/marketplace', LIST_PURPOSES.marketplace],
    ['/vault', LIST_PURPOSES.vault],
    ['/scavrack', LIST_PURPOSES.scavrack],
    ['/basement', LIST_PURPOSES.basement],
    ['/directory', LIST_PURPOSES.directory],
    ['/wiki-directory', LIST_PURPOSES.wikiDirectory],
  ]) {
    await page.goto(route!);
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')).toHaveText(purpose!);
  }
});
