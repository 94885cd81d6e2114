import { catalogDomains } from '../../content/catalog';
import { DomainListPage } from './pages/catalog';
import { expect, expectAccessible, test } from './support/fixtures';

const listed = catalogDomains.filter((d) => d.listed);
const byName = listed.map((d) => d.name).sort((a, b) => a.localeCompare(b));
const pageCount = Math.ceil(listed.length / DomainListPage.PAGE_SIZE);
const size = DomainListPage.PAGE_SIZE;

test.describe('/domains paging', () => {
  test.beforeAll(() => {
    // Paging is only exercised when the seed has more than one page of listings.
    expect(pageCount).toBeGreaterThan(1);
  });

  test('pages through the listings in name order with Previous, Next and numbered links', async ({ page }) => {
    const list = new DomainListPage(page);
    await list.goto();
    expect(await list.names()).toEqual(byName.slice(0, size));
    await expect(list.count).toContainText(`showing 1–${size}, page 1 of ${pageCount}`);
    await expect(list.pageLink(1)).toHaveAttribute('aria-current', 'page');
    await expect(list.pager.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expectAccessible(page);

    await list.pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/domains\?page=2$/);
    await expect(list.pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect(list.pageLink(1)).not.toHaveAttribute('aria-current');
    expect(await list.names()).toEqual(byName.slice(size, 2 * size));

    await list.pageLink(pageCount).click();
    await expect(page).toHaveURL(new RegExp(`/domains\\?page=${pageCount}$`));
    await expect(list.cards).toHaveCount(DomainListPage.cardsOnPage(listed.length, pageCount));
    expect(await list.names()).toEqual(byName.slice((pageCount - 1) * size));
    await expect(list.pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await list.pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(pageCount === 2 ? /\/domains$/ : new RegExp(`/domains\\?page=${pageCount - 1}$`));
  });

  test('page links keep the search, filters and sort; a new search starts at page 1', async ({ page }) => {
    const list = new DomainListPage(page);
    await list.goto('?sort=price-desc&min=0&page=2');
    await expect(page.getByLabel('Sort')).toHaveValue('price-desc');
    await expect(list.pageLink(2)).toHaveAttribute('aria-current', 'page');
    await expect(list.pageLink(1)).toHaveAttribute('href', '/domains?min=0&sort=price-desc');
    await expect(list.pager.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/domains?min=0&sort=price-desc',
    );
    const secondPage = await list.names();
    await list.pageLink(1).click();
    await expect(page).toHaveURL(/\/domains\?min=0&sort=price-desc$/);
    const firstPage = await list.names();
    expect(firstPage.filter((name) => secondPage.includes(name))).toEqual([]);

    await list.goto('?page=2');
    // The sort applies as it changes; the URL carries only what is set, and the new view starts at page 1.
    await page.getByLabel('Sort').selectOption('name-desc');
    await expect(page).toHaveURL(/\/domains\?sort=name-desc$/);
    expect(await list.names()).toEqual([...byName].reverse().slice(0, size));
  });

  test('works from the keyboard', async ({ page }) => {
    const list = new DomainListPage(page);
    await list.goto();
    const next = list.pager.getByRole('link', { name: 'Next' });
    await next.focus();
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/domains\?page=2$/);
    await expect(list.pageLink(2)).toHaveAttribute('aria-current', 'page');
  });

  test('a page past the last one says so and links to the last page', async ({ page }) => {
    const list = new DomainListPage(page);
    const response = await list.goto('?status=available&page=99');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'No Domains on This Page' })).toBeVisible();
    await expect(list.cards).toHaveCount(0);
    await expectAccessible(page);
    const available = listed.filter((d) => d.status === 'available').length;
    const last = Math.max(1, Math.ceil(available / size));
    const lastHref = last === 1 ? '/domains?status=available' : `/domains?status=available&page=${last}`;
    await expect(page.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', lastHref);
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(list.cards).toHaveCount(DomainListPage.cardsOnPage(available, last));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('the pager fits the screen', async ({ page }) => {
      const list = new DomainListPage(page);
      await list.goto('?page=2');
      await list.pager.scrollIntoViewIfNeeded();
      await expect(
        list.pager
          .getByRole('link', { name: 'Next' })
          .or(list.pager.getByRole('link', { name: 'Previous' }))
          .first(),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    });
  });
});
