import { catalogDomains } from '../../content/catalog';
import { isExcludedSiteName } from '../../lib/rules/site-exclusions';
import { expect, expectAccessible, test } from './support/fixtures';

test.describe('/directory', () => {
  test('boots for 3 seconds, then shows the floors and wings with every domain linking to its wiki', async ({
    page,
  }) => {
    const started = Date.now();
    await page.goto('/directory');
    const intro = page.getByTestId('boot-intro');
    await expect(intro.getByText('BOOTING TERMINAL')).toBeVisible();
    await expect(intro).toBeHidden({ timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);

    for (const floor of ['B1_Underbelly', '1F_Mainfloor', '2F_TechSector', '3F_LoungeLore']) {
      await expect(page.getByTestId(`floor-${floor}`)).toBeVisible();
      // The floor's id is the code's, not the visitor's: its title says it.
      await expect(page.getByText(floor, { exact: true })).toHaveCount(0);
    }
    for (const wing of ['Flash Rack', 'Mid Tier', 'Premium Wing'])
      await expect(
        page.getByTestId('floor-1F_Mainfloor').getByRole('heading', { name: wing, exact: true }),
      ).toBeVisible();
    await expect(page.getByRole('link', { name: 'commandhub.sol' })).toHaveAttribute('href', '/wiki/commandhub');
    const links = await page
      .locator('main a[href^="/wiki/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const link of links) expect(isExcludedSiteName(String(link).slice('/wiki/'.length)), String(link)).toBe(false);
    const shown = catalogDomains.filter((d) => !isExcludedSiteName(d.slug));
    expect(links).toHaveLength(shown.length);

    const more = page.getByRole('navigation', { name: 'More of the mall' });
    for (const [name, href] of [
      ['Marketplace', '/marketplace'],
      ['Wiki Directory', '/wiki-directory'],
      ['All Domains', '/domains'],
      ['What is Retailverse?', '/lore'],
    ])
      await expect(more.getByRole('link', { name })).toHaveAttribute('href', href);
    await expectAccessible(page);
  });

  test('the intro can be skipped with its button or Escape, runs once a session, and is brief with reduced motion', async ({
    page,
    browser,
  }) => {
    await page.goto('/directory');
    await page.getByRole('button', { name: 'Skip intro' }).click();
    await expect(page.getByTestId('boot-intro')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mall Directory' })).toBeVisible();
    await expect(page.getByTestId('boot-intro')).toHaveCount(0);

    const escape = await browser.newPage();
    await escape.goto('/directory');
    await expect(escape.getByTestId('boot-intro')).toBeVisible();
    await escape.keyboard.press('Escape');
    await expect(escape.getByTestId('boot-intro')).toHaveCount(0);
    await escape.close();

    // Time stands still from here on: the intro closes 600 ms after it starts, not a moment sooner.
    const reduced = await browser.newPage();
    await reduced.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await reduced.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
    await reduced.emulateMedia({ reducedMotion: 'reduce' });
    await reduced.goto('/directory');
    const intro = reduced.getByTestId('boot-intro');
    await expect(intro).toHaveAttribute('data-closes-in', '600');
    await reduced.clock.runFor(599);
    await expect(intro).toBeVisible();
    await reduced.clock.runFor(1);
    await expect(intro).toHaveCount(0);
    await reduced.close();
  });

  test('without JavaScript there is no intro: the map is there at once and its links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/directory');
    await expect(page.getByText('BOOTING TERMINAL')).toHaveCount(0);
    await page.getByRole('link', { name: 'commandhub.sol' }).click();
    await expect(page).toHaveURL(/\/wiki\/commandhub$/);
    await context.close();
  });

  test('filters by archetype with Clear Filter; invalid values are ignored', async ({ page }) => {
    await page.goto('/directory?archetype=builder');
    await page.getByRole('button', { name: 'Skip intro' }).click();
    const builderOnly = catalogDomains.find((d) => d.archetype === 'builder' && !isExcludedSiteName(d.slug))!;
    const degenOnly = catalogDomains.find((d) => d.archetype === 'degen' && !isExcludedSiteName(d.slug))!;
    const both = catalogDomains.find((d) => d.archetype === 'both' && !isExcludedSiteName(d.slug))!;
    await expect(page.getByRole('link', { name: builderOnly.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: both.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: degenOnly.name, exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Filter by archetype' }).getByRole('link', { name: 'Builder', exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Clear Filter' }).click();
    await expect(page).toHaveURL(/\/directory$/);
    await expect(page.getByRole('link', { name: degenOnly.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear Filter' })).toHaveCount(0);

    await page.goto('/directory?archetype=whale');
    await expect(page.getByRole('link', { name: 'Clear Filter' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: degenOnly.name, exact: true })).toBeVisible();
  });

  test('the rotation panel counts down the three wings and refreshes every 60 s', async ({ page }) => {
    // 2025-01-01 is the rotation epoch: 1 h in, every wing has its whole cycle minus 1 h left. The clock stands
    // still until the test moves it, so the 60 s refresh is measured from the panel's mount, however slow the load.
    await page.clock.install({ time: new Date('2025-01-01T00:59:59Z') });
    await page.clock.pauseAt(new Date('2025-01-01T01:00:00Z'));
    await page.goto('/directory');
    const panel = page.getByTestId('rotation-panel');
    await expect(panel.getByTestId('rotation-flash-rack').getByTestId('rotation-remaining')).toHaveText('23h 00m');
    await expect(panel.getByTestId('rotation-mid-tier').getByTestId('rotation-remaining')).toHaveText('2d 23h 00m');
    await expect(panel.getByTestId('rotation-premium-wing').getByTestId('rotation-remaining')).toHaveText('6d 23h 00m');
    await expect(panel.getByTestId('rotation-flash-rack')).toContainText('24 h cycle');
    await expect(panel.getByTestId('rotation-mid-tier')).toContainText('72 h cycle');
    await expect(panel.getByTestId('rotation-premium-wing')).toContainText('7 day cycle');
    await page.clock.runFor(59_000);
    await expect(panel.getByTestId('rotation-flash-rack').getByTestId('rotation-remaining')).toHaveText('23h 00m');
    await page.clock.runFor(1_000);
    await expect(panel.getByTestId('rotation-flash-rack').getByTestId('rotation-remaining')).toHaveText('22h 59m');
  });
});
