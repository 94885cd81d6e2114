import { catalogDomains, vaultCardGroups } from '../../content/catalog';
import { TIER_CARDS } from '../../lib/rules/pricing';
import { expect, expectAccessible, test } from './support/fixtures';
import { E2E_OPERATOR_TOKEN } from './pages/retail-tickets';

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };

test.describe('/vault', () => {
  test('shows the four groups with the card colours, links and footer', async ({ page }) => {
    await page.goto('/vault');
    for (const group of ['Premium', 'Mid', 'Memeables', 'Experimental'])
      await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    const all = Object.values(vaultCardGroups).flat();
    await expect(page.getByTestId('vault-card')).toHaveCount(all.length);
    const seed = (card: { name: string }) => catalogDomains.find((d) => d.name === card.name)!;
    const vaulted = seed(all.find((c) => seed(c).status === 'not_for_sale' && seed(c).vaulted)!);
    const listed = seed(all.find((c) => seed(c).status === 'available')!);
    const vaultedCard = page.getByTestId('vault-card').filter({ hasText: vaulted.name });
    await expect(vaultedCard).toHaveAttribute('data-color', 'yellow');
    await expect(vaultedCard.getByTestId('vault-price')).toHaveText('Vaulted');
    const listedCard = page.getByTestId('vault-card').filter({ hasText: listed.name });
    await expect(listedCard).toHaveAttribute('data-color', 'green');
    await expect(listedCard.getByTestId('vault-price')).toHaveText(listed.price);
    await expect(listedCard.getByRole('link')).toHaveAttribute('href', `/domains/${listed.name.replace(/\.sol$/, '')}`);

    const hero = page.getByRole('navigation', { name: 'Vault' });
    for (const [name, href] of [
      ['Unlock Vault', '/upgrade'],
      ['View Active Listings', '/catalog'],
      ['Browse Lore', '/directory'],
      ['All Domains', '/domains'],
      ['Marketplace', '/marketplace'],
      ['Down to the Basement', '/basement'],
    ])
      await expect(hero.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(page.getByRole('link', { name: 'Cast Your Vote' })).toHaveAttribute('href', '/vote');
    const footer = page.getByRole('navigation', { name: 'Vault footer' });
    for (const name of ['GitHub', 'Twitter', 'Contact', 'Home', 'Active Listings'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await expectAccessible(page);
  });

  test("a repriced or sold vault name shows the catalogue's price and state", async ({ page, request }) => {
    const patch = (name: string, data: object) =>
      request.patch(`/api/operator/catalog/domains/${name}`, { headers: operator, data });
    const card = (name: string) => page.getByTestId('vault-card').filter({ hasText: name });
    expect((await patch('jpegdealer.sol', { price: '11 SOL' })).ok()).toBe(true);
    expect((await patch('genesisgrail.sol', { status: 'sold' })).ok()).toBe(true);
    try {
      await page.goto('/vault');
      await expect(card('jpegdealer.sol')).toHaveAttribute('data-color', 'green');
      await expect(card('jpegdealer.sol').getByTestId('vault-price')).toHaveText('11 SOL');
      const sold = card('genesisgrail.sol');
      await expect(sold).toHaveAttribute('data-color', 'red');
      await expect(sold).toContainText('Sold');
      await expect(sold).not.toContainText('Listed Now');
      await expect(sold.getByTestId('vault-price')).toHaveClass(/text-neon-red/);
      await expect(sold.getByTestId('vault-price')).not.toHaveClass(/text-neon-green/);
    } finally {
      expect((await patch('jpegdealer.sol', { price: '12 SOL' })).ok()).toBe(true);
      expect((await patch('genesisgrail.sol', { status: 'available' })).ok()).toBe(true);
    }
  });

  test('every vault card names a catalogue domain', async () => {
    const names = new Set(catalogDomains.map((d) => d.name));
    for (const card of Object.values(vaultCardGroups).flat()) expect(names.has(card.name), card.name).toBe(true);
  });
});

test('/guide names every stop of the mall', async ({ page }) => {
  await page.goto('/guide');
  for (const href of [
    '/marketplace',
    '/scavrack',
    '/vault',
    '/directory',
    '/wiki/retailverse',
    '/lore',
    '/vote',
    '/catalog',
  ])
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  await expectAccessible(page);
});

test('square brackets in the display face are drawn by the mono face, not as Orbitron\'s "l"-like glyphs', async ({
  page,
}) => {
  await page.goto('/guide');
  const heading = page.locator('main h2 a[href="/wiki/retailverse"]');
  await expect(heading).toHaveText('Domain wiki (/wiki/[slug])');
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'main h2 a[href="/wiki/retailverse"]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  const glyphs = Object.fromEntries(fonts.map((font) => [font.familyName, font.glyphCount]));
  // "Domain wiki (/wiki/slug)" in Orbitron; the two brackets in JetBrains Mono.
  expect(glyphs).toEqual({ Orbitron: 24, 'JetBrains Mono': 2 });
});

test('/tiers shows the three tier cards', async ({ page }) => {
  await page.goto('/tiers');
  for (const tier of TIER_CARDS) {
    const card = page.getByTestId(`tier-${tier.id}`);
    await expect(card.getByRole('heading', { name: tier.title })).toBeVisible();
    await expect(card.getByText(tier.price, { exact: true })).toBeVisible();
  }
  // One set of numbers on the page: the Pricing pop-up's ranges (Blueprint Ready 0.5-2 SOL) are not set beside the
  // cards (Blueprint Tier 0.5-0.75 SOL), and the Quick Snag card says what the Scav Rack's draws cost.
  await expect(page.locator('main').getByText('Blueprint Ready')).toHaveCount(0);
  await expect(page.getByTestId('tier-scav-draws')).toHaveText(
    'On the Scav Rack the slot machine prices each name: FREE, 0.19 SOL or 0.25 SOL.',
  );
  await expectAccessible(page);
});

test('/basement is public and lists the basement domains', async ({ page }) => {
  await page.goto('/basement');
  await expect(page.getByRole('heading', { name: 'Who are the Glitch Militia?' })).toBeVisible();
  await expect(page.getByTestId('domain-card')).toHaveCount(
    catalogDomains.filter((d) => d.category === 'basement').length,
  );
  await expectAccessible(page);
});

test('/mall explains how to get access and never shows the mall without it', async ({ page }) => {
  await page.goto('/mall');
  await expect(page.getByRole('heading', { name: 'Mall Access Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a Day Pass' })).toHaveAttribute('href', '/retailpass');
  await expect(page.getByTestId('mall-interior')).toHaveCount(0);
  await expectAccessible(page);
});

test('the sitemap index lists every page through its files and robots.txt points at it', async ({
  request,
  baseURL,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/domains-0.xml']);
  const sitemap = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join('\n');
  expect((await request.get('/sitemaps/domains-1.xml')).status()).toBe(404);
  for (const path of ['/', '/domains', '/directory', '/wiki-directory', '/vault', '/guide', '/tiers', '/basement'])
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  for (const domain of catalogDomains) {
    expect(sitemap).toContain(`<loc>${baseURL}/wiki/${domain.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/domains/${domain.slug}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');
});
