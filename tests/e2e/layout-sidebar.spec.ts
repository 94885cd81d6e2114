import { MALL_PAGE, MallLayout } from './pages/layout';
import { expect, expectAccessible, test } from './support/fixtures';

const SIDEBAR = [
  ['Mall Map', '/directory'],
  ['Catalogue', '/domains'],
  ['Marketplace', '/marketplace'],
  ['Scav Rack', '/scavrack'],
  ['Vaulted Domains', '/vault'],
  ['Guide', '/guide'],
  ['Wiki', '/wiki-directory'],
  ['Lore', '/lore'],
  ['Insights', '/insights'],
  ['Tools', '/tools'],
  ['Retail Tickets', '/retail-tickets'],
  ['Merch Waitlist', '/merch-waitlist'],
  ['Pricing', null],
  ['Tiers', '/tiers'],
] as const;

test.describe('sidebar', () => {
  test('a navigation that waits for its page shows the progress bar and marks the page busy until it lands', async ({
    page,
  }) => {
    const mall = new MallLayout(page);
    await mall.goto('/guide');
    await page.route(/\/marketplace/, async (route) => {
      if (route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await mall.nav.getByRole('link', { name: 'Marketplace', exact: true }).click();
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-navigating', '');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    const bar = await page.evaluate(() => getComputedStyle(document.body, '::before').height);
    expect(bar).toBe('3px');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    await expect(root).not.toHaveAttribute('data-navigating');
    await expect(root).not.toHaveAttribute('aria-busy');
  });

  test("has the spec's 12 entries with Catalogue and Lore, in order, and marks the current page", async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const items = mall.navItems();
    await expect(items).toHaveCount(SIDEBAR.length);
    for (const [index, [label, href]] of SIDEBAR.entries()) {
      const item = items.nth(index);
      if (href === null) {
        await expect(item.getByRole('button', { name: label, exact: true })).toBeVisible();
      } else {
        await expect(item.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    }
    await expect(mall.nav.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page');
    await expect(mall.nav.locator('[aria-current]')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('collapses to an icon strip and remembers it after a reload', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const sidebarWidth = async () => (await mall.sidebar.boundingBox())?.width ?? 0;
    expect(await sidebarWidth()).toBeGreaterThan(200);
    await expect(mall.terminalInput).toBeVisible();
    await mall.sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(mall.sidebar.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect.poll(sidebarWidth).toBeLessThan(80);
    await expect(mall.terminalInput).toBeHidden();
    // Still named for screen readers, with a tooltip.
    await expect(mall.nav.getByRole('link', { name: 'Vaulted Domains' })).toHaveAttribute('title', 'Vaulted Domains');

    await page.reload();
    const expand = mall.sidebar.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toBeVisible();
    await expect.poll(sidebarWidth).toBeLessThan(80);
    await expand.click();
    await expect.poll(sidebarWidth).toBeGreaterThan(200);
    await expect(mall.terminalInput).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('rv:sidebar-collapsed'))).toBe('0');
  });

  test('is a slide-out drawer on a 390 px screen, closed by Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(mall.sidebar).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(mall.sidebar).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(mall.sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(mall.nav.getByRole('link', { name: 'Tiers' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mall.sidebar).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await mall.sidebar.getByRole('button', { name: 'Close menu' }).click();
    await expect(mall.sidebar).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the filter toggles open the catalogue with that filter: vaulted, the Mid Tier wing, the Flash Rack', async ({
    page,
  }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const filters = mall.sidebar.getByRole('navigation', { name: 'Filters' });
    for (const [name, href] of [
      ['Vaulted', '/domains?vaulted=1'],
      ['Mid Tier', '/domains?category=mid'],
      ['Flash Deals', '/domains?category=flashRack'],
    ])
      await expect(filters.getByRole('link', { name })).toHaveAttribute('href', href);
    await filters.getByRole('link', { name: 'Flash Deals' }).click();
    await expect(page).toHaveURL(/\/domains\?category=flashRack$/);
    await expect(page.getByLabel('Category')).toHaveValue('flashRack');
  });

  test('searches the catalogue from the sidebar in one step, also without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(MALL_PAGE);
    const search = page.getByRole('complementary', { name: 'Mall sidebar' }).getByRole('search', {
      name: 'Catalogue search',
    });
    await search.getByRole('searchbox', { name: 'Search the catalogue' }).fill('jpeg');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/domains\?q=jpeg$/);
    await expect(page.getByRole('link', { name: 'jpegdealer.sol', exact: true })).toBeVisible();
    await context.close();
  });

  test('without JavaScript, the phone Menu is a link that opens the sidebar, and its links work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/upgrade');
    const nav = page.getByRole('navigation', { name: 'Mall sections' });
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'Catalogue' }).click();
    await expect(page).toHaveURL(/\/domains$/);
    await context.close();
  });

  test('on a 390 px screen, never reads the desktop strip', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('rv:sidebar-collapsed', '1');
        sessionStorage.setItem('seeded', '1');
      }
      const read = Storage.prototype.getItem;
      const keys: string[] = [];
      Object.assign(window, { storageReads: keys });
      Storage.prototype.getItem = function getItem(this: Storage, key: string) {
        keys.push(key);
        return read.call(this, key);
      };
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const storageReads = () => page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(mall.sidebar.getByRole('navigation', { name: 'Filters' })).toBeVisible();
    // The drawer always shows full labels: the desktop strip's stored state is not read on a small screen.
    await expect(mall.nav.getByRole('link', { name: 'Tiers' })).toBeVisible();
    expect(await storageReads()).not.toContain('rv:sidebar-collapsed');
  });

  test('pricing modal lists the five tiers and closes with Escape', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const pricing = mall.nav.getByRole('button', { name: 'Pricing' });
    await pricing.click();
    const dialog = page.getByRole('dialog', { name: 'Pricing' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Liquid Tags0.15-0.35 SOL',
      'Blueprint Ready0.5-2 SOL',
      'Premium3+ SOL',
      'Vaulted PremiumNot listed(Private sales)',
      'Mythic10+ SOL(Featured)',
    ]);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pricing).toBeFocused();
  });

  test('access-tiers modal names Retailpunk, Slotlord and Mallcore', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    await mall.sidebar.getByRole('button', { name: 'Access Tiers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Access Tiers' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['Retailpunk', 'Slotlord', 'Mallcore']);
    await expect(dialog.getByText('basic', { exact: true })).toBeVisible();
    await expect(dialog.getByText('mid-tier', { exact: true })).toBeVisible();
    await expect(dialog.getByText('VIP', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close Access Tiers' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('link prefetching', () => {
  test('fetches no page at load, and prefetches a page when its link is hovered or focused', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle');

    await mall.navItems().getByRole('link', { name: 'Tiers', exact: true }).hover();
    await expect.poll(() => prefetched).toContain('/tiers');
    // Everything fetched up to the first intent is that intent's page: nothing was fetched at load.
    expect(new Set(prefetched), 'pages fetched before any intent').toEqual(new Set(['/tiers']));
    await mall.navItems().getByRole('link', { name: 'Guide', exact: true }).focus();
    await expect.poll(() => prefetched).toContain('/guide');
    expect(prefetched).not.toContain('/vault');
  });
});
