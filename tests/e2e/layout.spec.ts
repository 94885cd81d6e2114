import { TERMINAL_GM, TERMINAL_HELP, TERMINAL_HELP_HEADER, TERMINAL_TAUNTS } from '@/content/terminal';
import { MallLayout } from './pages/layout';
import { expect, expectAccessible, test } from './support/fixtures';

/** A page inside the shared layout that always renders (the layout is the same on every mall page). */
const MALL_PAGE = '/marketplace';

const SIDEBAR = [
  ['Mall Map', '/directory'],
  ['Marketplace', '/marketplace'],
  ['Scav Rack', '/scavrack'],
  ['Vaulted Domains', '/vault'],
  ['Guide', '/guide'],
  ['Wiki', '/wiki-directory'],
  ['Insights', '/insights'],
  ['Tools', '/tools'],
  ['Retail Tickets', '/retail-tickets'],
  ['Merch Waitlist', '/merch-waitlist'],
  ['Pricing', null],
  ['Tiers', '/tiers'],
] as const;

test.describe('sidebar', () => {
  test('has the 12 entries in order and marks the current page', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const items = mall.navItems();
    await expect(items).toHaveCount(12);
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
    await expect(mall.sidebar.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
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

  test('filter toggles keep a local selection', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const filters = mall.sidebar.getByRole('group', { name: 'Filters' });
    for (const name of ['Vaulted', 'Mid Tier', 'Flash Deals']) {
      await expect(filters.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await filters.getByRole('button', { name: 'Mid Tier' }).click();
    await expect(filters.getByRole('button', { name: 'Mid Tier' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'Vaulted' })).toHaveAttribute('aria-pressed', 'false');
    await filters.getByRole('button', { name: 'Mid Tier' }).click();
    await expect(filters.getByRole('button', { name: 'Mid Tier' })).toHaveAttribute('aria-pressed', 'false');
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

test.describe('mini terminal', () => {
  test('answers /help, /gm, /mythic, unknown commands and /purchase', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);

    await mall.runCommand('  /HELP ');
    let lines = await mall.terminalLines();
    expect(lines.slice(-(TERMINAL_HELP.length + 2))).toEqual([
      '> /HELP',
      TERMINAL_HELP_HEADER,
      ...TERMINAL_HELP.map(([usage, description]) => `${usage} — ${description}`),
    ]);
    await expect(mall.terminalInput).toHaveValue('');

    await mall.runCommand('/gm');
    lines = await mall.terminalLines();
    expect(lines.slice(-3)).toEqual(['> /gm', ...TERMINAL_GM]);

    await mall.runCommand('/mythic');
    await expect(mall.terminalLog).toContainText('fudscience.sol — 10 SOL');

    await mall.runCommand('/gm please');
    lines = await mall.terminalLines();
    expect(lines.at(-2)).toBe('Unknown command: "/gm please"');
    expect(TERMINAL_TAUNTS).toContain(lines.at(-1));

    await mall.runCommand('/purchase');
    lines = await mall.terminalLines();
    expect(lines.at(-3)).toBe('PROCESSING PURCHASE...');
    expect(lines.at(-1)).toBe('(Simulation. No SOL was harmed.)');
    const match = /^[1-9A-HJ-NP-Za-km-z]{4}\.\.\.[1-9A-HJ-NP-Za-km-z]{3} bought [a-z0-9-]+\.sol for (\d+(?:\.\d{1,2})?) SOL$/.exec(
      lines.at(-2) ?? '',
    );
    expect(match, lines.at(-2)).not.toBeNull();
    const price = Number(match?.[1]);
    expect(price).toBeGreaterThanOrEqual(0.69);
    expect(price).toBeLessThanOrEqual(12);
  });
});

test.describe('status badge', () => {
  test('turns green and shows diagnostics on hover and on keyboard focus', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    await expect(mall.badge).toHaveAttribute('data-system', 'green');
    await expect(mall.badge).toContainText('Mall entrance open. All systems nominal.');
    const diagnostics = mall.badge.locator('dl');
    await expect(diagnostics).toBeHidden();
    await mall.badge.getByRole('button').hover();
    await expect(diagnostics).toBeVisible();
    await expect(diagnostics).toContainText('GREEN');
    await expect(diagnostics).toContainText(/Uptime\s*\d+[dhms]/);
    await expect(diagnostics).not.toContainText('Loading...');
    await page.mouse.move(0, 0);
    await expect(diagnostics).toBeHidden();
    await mall.badge.getByRole('button').focus();
    await expect(diagnostics).toBeVisible();
  });

  test.describe('when the listings check fails', () => {
    // The browser reports the request this test aborts.
    test.use({ expectedConsoleErrors: [/ERR_FAILED/] });
    test('turns red with a fire icon', async ({ page }) => {
      await page.route('**/api/listings', (route) => route.abort('failed'));
      const mall = new MallLayout(page);
      await mall.goto(MALL_PAGE);
      await expect(mall.badge).toHaveAttribute('data-system', 'red');
      await expect(mall.badge).toContainText('🔥');
      await expect(mall.badge).toContainText('Listings unavailable. System degraded.');
    });
  });
});

test.describe('chat bot', () => {
  test('answers lookups with the exact catalogue messages', async ({ page }) => {
    test.setTimeout(60_000);
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const bot = mall.botMessages();
    await mall.chatToggle.click();
    await expect(bot).toHaveCount(1);

    await mall.chatInput.fill('   ');
    await mall.chatSend.click();
    await expect(mall.chatMessages).toHaveCount(1);

    let before = await bot.count();
    await mall.ask('fudscience.sol');
    await expect(mall.chatInput).toBeDisabled();
    await expect(mall.chatSend).toBeDisabled();
    await expect(bot.nth(before)).toContainText('Price: 10 SOL', { timeout: 15_000 });
    expect(await bot.nth(before).textContent()).toMatch(/^Bot: "fudscience\.sol" is available for 10 SOL\.\n\n\S/);
    await expect(mall.chatInput).toBeEnabled();

    before = await bot.count();
    await mall.ask('is retailverse.sol for sale?');
    await expect(bot.nth(before)).toHaveText(
      'Bot: "retailverse.sol" is not for sale. Some things are meant to stay in the vault.',
      { timeout: 10_000 },
    );
    await expect(mall.chatInput).toBeEnabled();

    before = await bot.count();
    await mall.ask('nosuchstore.sol');
    await expect(bot.nth(before)).toHaveText(
      `Bot: "nosuchstore.sol" doesn't exist in the Retailverse. Try something else.`,
      { timeout: 10_000 },
    );
    await expectAccessible(page);
  });
});

test.describe('purchase ticker', () => {
  test('cycles every 12 s, hides after 8 s and bursts for 10 SOL or more', async ({ page }) => {
    test.setTimeout(60_000);
    // Time stands still from here on, so every step below is exact.
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    const ticker = page.getByTestId('purchase-ticker');
    const burst = page.getByTestId('ticker-burst');
    await expect(ticker).toContainText('jpegdealer.sol');
    await expect(ticker).toContainText('12 SOL');
    await expect(ticker).toContainText(/^[1-9A-HJ-NP-Za-km-z]{4}\.\.\.[1-9A-HJ-NP-Za-km-z]{3} bought jpegdealer\.sol/);
    await expect(burst).toBeAttached();
    await page.clock.runFor(1900);
    await expect(burst).toBeAttached();
    await page.clock.runFor(200);
    await expect(burst).toHaveCount(0);
    await page.clock.runFor(5800); // 7.9 s
    await expect(ticker).toBeVisible();
    await page.clock.runFor(200); // 8.1 s
    await expect(ticker).toBeHidden();
    await page.clock.runFor(4300); // 12.4 s: pulsed, not swapped yet
    await expect(ticker).toBeHidden();
    await page.clock.runFor(200); // 12.6 s
    await expect(ticker).toBeVisible();
    await expect(ticker).toContainText('copevendor.sol');
    await expect(burst).toHaveCount(0);
    await page.clock.runFor(36_000); // 48.6 s: the fifth entry, 15 SOL
    await expect(ticker).toContainText('fudscience.sol');
    await expect(ticker).toContainText('15 SOL');
    await expect(burst).toBeAttached();
  });

  test('is hidden entirely on /upgrade', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto('/upgrade');
    await expect(mall.sidebar).toBeVisible();
    await expect(page.getByTestId('purchase-ticker')).toHaveCount(0);
    await mall.nav.getByRole('link', { name: 'Tiers' }).click();
    await expect(page).toHaveURL(/\/tiers$/);
    await expect(page.getByTestId('purchase-ticker')).toBeVisible();
  });
});
