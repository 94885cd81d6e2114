import { installTestWallet, signInWithTestWallet } from './support/test-wallet';
import { catalogDomains } from '../../content/catalog';
import { FALLBACK_NOTICE } from '../../lib/catalog/fallback';
import { degradedURL } from '../../playwright.config';
import { SESSION_KEYS } from '../../lib/rules/storage-keys';
import {
  allowConsoleErrors,
  DomainListPage,
  DomainPage,
  NOT_FOUND_LOG,
  preventLinkNavigation,
  sessionValue,
} from './pages/catalog';
import { expect, expectAccessible, test } from './support/fixtures';

const listed = catalogDomains.filter((d) => d.listed);

test.describe('/domains list', () => {
  test('lists the active listings a page at a time, with search, filters and sort in the URL', async ({ page }) => {
    const list = new DomainListPage(page);
    await list.goto();
    await expect(page.getByRole('heading', { level: 1, name: 'Active Listings' })).toBeVisible();
    await expect(list.count).toContainText(`${listed.length} domains listed`);
    await expect(list.cards).toHaveCount(DomainListPage.cardsOnPage(listed.length, 1));
    await expectAccessible(page);

    await page.getByLabel('Search', { exact: true }).fill('jpeg');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/domains\?q=jpeg/);
    await expect(page.getByTestId('domain-card')).toHaveCount(
      listed.filter((d) => d.name.includes('jpeg') || d.description.toLowerCase().includes('jpeg')).length,
    );
    await expect(page.getByRole('link', { name: 'jpegdealer.sol', exact: true })).toBeVisible();
    await expect(page.getByTestId('domains-similar')).toHaveCount(0);

    // A search that no name contains offers the names like it, and says so.
    await list.goto('?q=jpegdeeler');
    await expect(page.getByTestId('domains-similar')).toHaveText(
      'No name contains “jpegdeeler”. Did you mean one of these?',
    );
    await expect(page.getByRole('link', { name: 'jpegdealer.sol', exact: true })).toBeVisible();
  });

  test('a promoted name nobody can buy shows its status without a price beside it', async ({ page }) => {
    await page.goto('/domains/hexedhandle');
    await expect(page).toHaveTitle('hexedhandle.sol · Promoted | Retailverse');
    const lore = page.getByTestId('domain-lore');
    await expect(lore.getByTestId('status-badge')).toHaveText('Promoted');
    await expect(lore.getByTestId('domain-lore-price')).toHaveCount(0);
    await expect(lore).not.toContainText('0.25 SOL');
    await page.goto('/domains?status=promoted');
    await expect(page.getByTestId('domain-card').filter({ hasText: 'hexedhandle.sol' })).not.toContainText('SOL');
  });

  test('one match reads in the singular, and categories read as words, not codes', async ({ page }) => {
    const list = new DomainListPage(page);
    await list.goto('?q=jpegdealer');
    await expect(list.count).toHaveText('1 domain matches this view');
    await list.goto('?category=flashRack');
    await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Flash Rack');
    await expect(list.cards.first()).toContainText('Flash Rack');
    await expect(page.locator('main').getByText('flashRack', { exact: true })).toHaveCount(0);
  });

  test('a status that is never listed (Not For Sale) still shows its names', async ({ page }) => {
    const list = new DomainListPage(page);
    await list.goto('?status=not_for_sale');
    const notForSale = catalogDomains.filter((d) => d.status === 'not_for_sale');
    await expect(list.count).toContainText(`${notForSale.length} domains match this view`);
    await expect(list.cards).toHaveCount(notForSale.length);
  });

  test('filters by category, status and price range, sorts by price, and shares the view as a URL', async ({
    page,
  }) => {
    await page.goto('/domains?category=premium&status=available&min=5&max=10&sort=price-desc');
    const expected = listed
      .filter((d) => d.category === 'premium' && d.status === 'available')
      .map((d) => ({ name: d.name, sol: Number.parseFloat(d.price) }))
      .filter((d) => d.sol >= 5 && d.sol <= 10)
      .sort((a, b) => b.sol - a.sol || a.name.localeCompare(b.name));
    const names = await page.getByTestId('domain-card').getByRole('heading').getByRole('link').allInnerTexts();
    expect(names).toEqual(expected.map((d) => d.name));
    await expect(page.getByLabel('Category')).toHaveValue('premium');
    await expect(page.getByLabel('Sort')).toHaveValue('price-desc');
  });

  test('shows the empty state, and ignores invalid parameters', async ({ page }) => {
    await page.goto('/domains?q=zzzz-no-such-name');
    await expect(page.getByRole('heading', { name: 'No Domains Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Show all domains' }).click();
    await expect(page).toHaveURL(/\/domains$/);
    const list = new DomainListPage(page);
    await list.goto('?category=bogus&sort=random&min=abc&page=zero');
    await expect(list.count).toContainText(`${listed.length} domains listed`);
    await expect(list.cards).toHaveCount(DomainListPage.cardsOnPage(listed.length, 1));
  });

  test('shows skeletons while a domain page loads', async ({ page }) => {
    await page.goto('/domains?q=nodehunter');
    const link = page.getByRole('link', { name: 'nodehunter.sol', exact: true });
    const prefetched = page.waitForResponse(
      (response) => /\/domains\/nodehunter/.test(response.url()) && !!response.request().headers()['rsc'],
    );
    await link.hover();
    await prefetched;
    await page.route(/\/domains\/nodehunter/, async (route) => {
      const prefetch = route.request().headers()['next-router-prefetch'];
      if (!prefetch && route.request().headers()['rsc']) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await link.click();
    await expect(page.getByTestId('domain-skeleton')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'nodehunter.sol' })).toBeVisible();
    await expect(page.getByTestId('domain-skeleton')).toHaveCount(0);
  });
});

test.describe('/domains/{slug}', () => {
  test('shows the lore view of a featured domain with a website', async ({ page }) => {
    const domain = new DomainPage(page);
    await domain.goto('jpegdealer');
    await expect(page.getByText('FEATURED DOMAIN')).toBeVisible();
    await expect(page.getByTestId('domain-emoji')).toHaveText('🖼️');
    await expect(page.getByRole('heading', { level: 1, name: 'jpegdealer.sol' })).toBeVisible();
    const seed = catalogDomains.find((d) => d.slug === 'jpegdealer')!;
    await expect(page.getByText(seed.lore!.slogan)).toBeVisible();
    await expect(page.getByTestId('domain-lore').getByTestId('status-badge')).toHaveAttribute('data-color', 'green');
    await expect(page.getByTestId('domain-lore').getByText(seed.price, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meta' })).toBeVisible();
    for (const label of [
      'Meme Readiness',
      'Market Usage',
      'Built With',
      'SNS Indexed',
      'Wallet Connect',
      'Editable in Cursor',
    ])
      await expect(page.getByTestId('domain-stats').getByText(label)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to Deploy?' })).toBeVisible();

    const actions = domain.actions;
    await expect(actions.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', seed.website!);
    await expect(actions.getByRole('button', { name: 'Buy' })).toBeEnabled();
    await expect(actions.getByRole('link', { name: 'Unlock Vault' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: 'Explore Catalog' })).toHaveAttribute('href', '/catalog');
    await expect(page.getByRole('link', { name: '← Back to Domains' }).first()).toHaveAttribute('href', '/domains');
    await expectAccessible(page);
  });

  test('Buy and Explore Catalog remember the slug in session storage', async ({ page }) => {
    await installTestWallet(page);
    await signInWithTestWallet(page);
    await page.goto('/domains/nodehunter');
    await page.getByTestId('domain-actions').getByRole('button', { name: 'Buy' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    expect(await sessionValue(page, SESSION_KEYS.lastWikiSlug)).toBe('nodehunter');
    await page.goto('/domains/jpegdealer');
    await preventLinkNavigation(page);
    await page.getByTestId('domain-actions').getByRole('link', { name: 'Explore Catalog' }).click();
    expect(await sessionValue(page, SESSION_KEYS.lastWikiSlug)).toBe('jpegdealer');
  });

  test("fudscience offers Buy and a direct message to the seller's account", async ({ page }) => {
    await page.goto('/domains/fudscience');
    await expect(page.getByTestId('domain-actions').getByRole('button', { name: 'Buy' })).toBeVisible();
    const buy = page.getByTestId('domain-actions').getByRole('link', { name: 'Message the seller' });
    const href = new URL((await buy.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://x.com/messages/compose');
    expect(href.searchParams.get('screen_name')).toBe('retailverse');
    expect(href.searchParams.get('text')).toContain('fudscience.sol');
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a vaulted domain offers Unlock Vault; a domain without a website has no Visit Website', async ({ page }) => {
    const vaulted = catalogDomains.find((d) => d.vaulted)!;
    await page.goto(`/domains/${vaulted.slug}`);
    await expect(page.getByTestId('domain-actions').getByRole('link', { name: 'Unlock Vault' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    await page.goto('/domains/nodehunter');
    await expect(page.getByTestId('domain-actions').getByRole('link', { name: 'Visit Website' })).toHaveCount(0);
    await expect(page.getByText('FEATURED DOMAIN')).toHaveCount(0);
  });

  test('a domain without lore shows the default lore', async ({ page }) => {
    const plain = catalogDomains.find((d) => !d.lore)!;
    await page.goto(`/domains/${plain.slug}`);
    await expect(page.getByText('A fresh storefront waiting for its first neon sign.')).toBeVisible();
    await expect(page.getByTestId('domain-stats')).toBeVisible();
  });

  test("an unknown domain answers 404 with 'Domain Not Found' and Back to Domains", async ({ page, consoleErrors }) => {
    const response = await page.goto('/domains/no-such-domain-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Domain Not Found' })).toBeVisible();
    await expect(page.getByText("This domain doesn't exist in our vault.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Domains' }).click();
    await expect(page).toHaveURL(/\/domains$/);
    allowConsoleErrors(consoleErrors, NOT_FOUND_LOG);
  });
});

// The second e2e server cannot reach its database: reads fall back to the built-in set of 3 domains, and the
// layout's listings health check answers 503 (the browser logs that response as an error).
const LISTINGS_DOWN_LOG = /status of 503/;
test.describe('when the catalogue database is unreachable', () => {
  test("a domain outside the fallback set shows 'Failed to load domain data' with a Retry that reloads", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${degradedURL}/domains/jpegdealer`);
    const panel = page.getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'Failed to load domain data' })).toBeVisible();
    await expectAccessible(page);
    const reload = page.waitForEvent('load');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await reload;
    await expect(page.getByRole('heading', { name: 'Failed to load domain data' })).toBeVisible();
    allowConsoleErrors(consoleErrors, LISTINGS_DOWN_LOG);
  });

  test('lists and pages show the fallback notice', async ({ page, consoleErrors }) => {
    await page.goto(`${degradedURL}/domains`);
    await expect(page.getByText(FALLBACK_NOTICE)).toBeVisible();
    await expect(page.getByTestId('domain-card')).toHaveCount(3);
    await page.goto(`${degradedURL}/domains/commandhub`);
    await expect(page.getByText(FALLBACK_NOTICE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'commandhub.sol' })).toBeVisible();
    allowConsoleErrors(consoleErrors, LISTINGS_DOWN_LOG);
  });
});

test.describe('/domains on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters fold behind "Filters", apply as they change, and the URL carries only what is set', async ({
    page,
  }) => {
    const list = new DomainListPage(page);
    await list.goto();
    await expect(page.getByTestId('list-purpose')).toHaveText(
      'The catalogue: every name in the mall, to search, filter and sort.',
    );
    const category = page.getByLabel('Category');
    await expect(category).toBeHidden();
    await new DomainListPage(page).filtersButton.click();
    await category.selectOption('mid');
    await expect(page).toHaveURL(/\/domains\?category=mid$/);
    await expect(list.filtersButton).toContainText('Filters (1)');
    await expect(list.cards.first()).toBeVisible();
    await expectAccessible(page);
  });

  test('without JavaScript the fold still opens, Apply submits, and empty fields leave the URL', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/domains');
    await new DomainListPage(page).filtersButton.click();
    await page.getByLabel('Category').selectOption('flashRack');
    await expect(page).toHaveURL(/\/domains$/);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/domains\?category=flashRack$/);
    await expect(page.getByLabel('Category')).toHaveValue('flashRack');
    await context.close();
  });

  test('on a wide screen the filters are open, with no fold', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/domains?vaulted=1');
    await expect(page.getByLabel('Category')).toBeVisible();
    await expect(new DomainListPage(page).filtersButton).toBeHidden();
    await expect(page.getByLabel('Vaulted only')).toBeChecked();
    const vaulted = catalogDomains.filter((d) => d.vaulted).length;
    await expect(new DomainListPage(page).count).toContainText(`${vaulted} domains match this view`);
  });
});
