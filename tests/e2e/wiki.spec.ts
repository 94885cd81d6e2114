import { categoryLabel } from '../../lib/rules/labels';
import { catalogDomains, keywordRecords, loreChapters, wikiLore } from '../../content/catalog';
import { metaDescription } from '../../lib/rules/reading';
import { STORAGE_KEYS } from '../../lib/rules/storage-keys';
import { allowConsoleErrors, localValue, NOT_FOUND_LOG, WikiPage } from './pages/catalog';
import { expect, expectAccessible, test } from './support/fixtures';

const jpegdealer = catalogDomains.find((d) => d.slug === 'jpegdealer')!;

test.describe('/wiki/{slug}', () => {
  test('shows the hero, custom lore with its line breaks, details and the way around', async ({ page }) => {
    const wiki = new WikiPage(page);
    await wiki.goto('jpegdealer');
    await expect(page.getByRole('img', { name: 'jpegdealer.sol hero artwork' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'jpegdealer.sol' })).toBeVisible();
    await expect(page.getByText(jpegdealer.description)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Dealer of Kiosk 7' })).toBeVisible();
    const body = await page.getByTestId('wiki-lore-body').innerText();
    expect(body.split(/\n\s*\n/)).toHaveLength(wikiLore.jpegdealer!.content.split('\n\n').length);

    const details = page.getByTestId('domain-details');
    await expect(details.getByText(categoryLabel(jpegdealer.category), { exact: true })).toBeVisible();
    for (const tag of jpegdealer.tags) await expect(details.getByText(tag, { exact: true })).toBeVisible();
    await expect(details.getByTestId('status-badge')).toHaveText('Available');

    const header = page.getByRole('navigation', { name: 'Wiki' });
    await expect(header.getByRole('link', { name: 'How to Navigate' })).toHaveAttribute('href', '/guide');
    await expect(page.getByRole('link', { name: 'Retailverse home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Insights', '/insights'],
      ['Tools', '/tools'],
      ['Mall Directory', '/directory'],
      ['View All Lore', '/wiki-directory'],
      ['View Mall Directory', '/directory'],
      ['← Back to Wiki Directory', '/wiki-directory'],
    ])
      await expect(page.getByRole('link', { name, exact: false }).filter({ hasText: name }).first()).toHaveAttribute(
        'href',
        href,
      );
    await expect(page.getByRole('heading', { name: "Who It's For" })).toBeVisible();
    await expectAccessible(page);
  });

  test('leads to the name: its state and price, its page and its Buy, live exactly as on /domains/{slug}', async ({
    page,
  }) => {
    const wiki = new WikiPage(page);
    await wiki.goto('jpegdealer');
    const panel = wiki.namePanel;
    await expect(panel.getByTestId('status-badge')).toHaveText('Available');
    await expect(panel.getByTestId('wiki-price')).toHaveText(jpegdealer.price);
    await expect(panel.getByRole('link', { name: 'View jpegdealer.sol' })).toHaveAttribute(
      'href',
      '/domains/jpegdealer',
    );
    await expect(panel.getByRole('button', { name: 'Buy jpegdealer.sol' })).toBeEnabled();

    await wiki.goto('retailverse');
    await expect(wiki.namePanel.getByTestId('status-badge')).toHaveText('Not For Sale');
    // Nobody can buy it: no price beside its status (lib/rules/offer.ts shownPrice).
    await expect(wiki.namePanel.getByTestId('wiki-price')).toHaveCount(0);
    const off = wiki.namePanel.getByRole('button', { name: 'Buy retailverse.sol' });
    await expect(off).toBeDisabled();
    await expect(off).toHaveAccessibleDescription('This name is not for sale.');
    await expectAccessible(page);

    await wiki.namePanel.getByRole('link', { name: 'View retailverse.sol' }).click();
    await expect(page).toHaveURL(/\/domains\/retailverse$/);
  });

  test('carries the specified metadata and structured data', async ({ page, baseURL }) => {
    await page.goto('/wiki/jpegdealer');
    await expect(page).toHaveTitle('jpegdealer.sol | The Dealer of Kiosk 7 - Retailverse Domain Wiki');
    const lore = wikiLore.jpegdealer!;
    const description = metaDescription(lore.content);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(description);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/wiki/jpegdealer`);
    const keywords = (await page.locator('meta[name="keywords"]').getAttribute('content'))!.split(',');
    expect(keywords.slice(0, 4)).toEqual(['jpegdealer', 'solana domain', 'domain wiki', 'retailverse']);
    for (const record of keywordRecords.filter((r) => r.targetDomain === 'jpegdealer'))
      expect(keywords).toContain(record.keyword);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'jpegdealer.sol | The Dealer of Kiosk 7 - Retailverse Domain Wiki',
    );
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');

    const blocks = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
      string,
      unknown
    >[];
    expect(blocks.map((b) => b['@type'])).toEqual(['TechArticle', 'BreadcrumbList', 'WebPage']);
    expect(blocks[0]).toMatchObject({ articleSection: 'Domain Lore', inLanguage: 'en-US', description });
    expect(Date.now() - Date.parse(blocks[0]!.datePublished as string)).toBeLessThan(60_000);

    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const share = await page.request.get(
      new URL(new URL(image!).pathname + new URL(image!).search, baseURL).toString(),
    );
    expect(share.status()).toBe(200);
    expect(share.headers()['content-type']).toBe('image/png');
  });

  test('previews the website in a sandboxed frame that expands and collapses', async ({ page }) => {
    const wiki = new WikiPage(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The sample site answers only when released, so the loading state can be seen.
    await page.route(`**${jpegdealer.website!}`, async (route) => {
      await held;
      await route.continue();
    });
    await wiki.goto('jpegdealer');
    const preview = wiki.preview;
    // Below the fold the frame does not exist yet: the page starts without a second document.
    await expect(preview.locator('iframe')).toHaveCount(0);
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByText('Loading preview...')).toBeVisible();
    release();
    await expect(preview.getByText('Loading preview...')).toBeHidden();
    const frame = preview.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups');
    await expect(frame).toHaveAttribute('title', 'Live preview of jpegdealer.sol');
    await expect(
      page.frameLocator('[data-testid="website-preview"] iframe').getByRole('heading', { name: 'jpegdealer.sol' }),
    ).toBeVisible();

    const box = preview.getByTestId('preview-frame-box');
    expect((await box.boundingBox())!.height).toBe(400);
    await preview.getByRole('button', { name: 'Expand' }).click();
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => Math.round((await box.boundingBox())!.height))
      .toBe(Math.round(viewport.height * 0.8));
    await preview.getByRole('button', { name: 'Collapse' }).click();
    await expect.poll(async () => (await box.boundingBox())!.height).toBe(400);
    const open = preview.getByRole('link', { name: 'Open in New Tab' });
    await expect(open).toHaveAttribute('href', '/sites/jpegdealer');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a sample website is a real page of its own, framed only by this site', async ({ page, request }) => {
    const site = await request.get('/sites/jpegdealer');
    expect(site.status()).toBe(200);
    expect(site.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(site.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    await page.goto('/sites/jpegdealer');
    await expect(page.getByRole('heading', { level: 1, name: 'jpegdealer.sol' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the lore of jpegdealer.sol' })).toHaveAttribute(
      'href',
      '/wiki/jpegdealer',
    );
    expect((await request.get('/sites/nodehunter')).status()).toBe(404);
    expect((await request.get('/wiki/jpegdealer')).headers()['x-frame-options']).toBe('DENY');
  });

  test('falls back to the default logo when the hero image fails', async ({ page, consoleErrors }) => {
    await page.route('**/images/heroes/fudscience.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/wiki/fudscience');
    await expect(page.getByRole('img', { name: 'fudscience.sol hero artwork' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    );
    allowConsoleErrors(consoleErrors, NOT_FOUND_LOG);
  });

  test('any other slug gets the generic lore, no hero and no preview', async ({ page }) => {
    await page.goto('/wiki/nodehunter');
    await expect(page).toHaveTitle('nodehunter.sol | Domain - Retailverse Domain Wiki');
    await expect(page.getByRole('heading', { name: 'Domain', exact: true })).toBeVisible();
    await expect(page.getByTestId('wiki-lore-body')).toContainText('nodehunter.sol');
    await expect(page.getByRole('img', { name: /hero artwork/ })).toHaveCount(0);
    await expect(page.getByTestId('website-preview')).toHaveCount(0);
  });

  test('an unknown slug answers 404 and offers Browse Domains', async ({ page, consoleErrors }) => {
    const response = await page.goto('/wiki/no-such-domain-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Domain Not Found' })).toBeVisible();
    await expect(page.getByText("This domain doesn't exist in our vault.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Domains' })).toHaveAttribute('href', '/domains');
    await expectAccessible(page);
    allowConsoleErrors(consoleErrors, NOT_FOUND_LOG);
  });
});

test.describe('/wiki-directory', () => {
  test('pages 8 chapters with wrap-around, dots and remembered progress', async ({ page }) => {
    await page.goto('/wiki-directory');
    const counter = page.getByTestId('chapter-counter');
    const title = page.getByTestId('chapter-title');
    await expect(counter).toHaveText('Chapter 1 of 8');
    await expect(title).toContainText(loreChapters[0]!.title);
    await expect(page.getByTestId('lore-progress')).toHaveText('0%');
    await expectAccessible(page);

    await page.getByRole('link', { name: '← Previous' }).click();
    await expect(counter).toHaveText('Chapter 8 of 8');
    await expect(page).toHaveURL(/\/wiki-directory\?chapter=8$/);
    await expect(title).toContainText(loreChapters[7]!.title);
    await expect(page.getByTestId('lore-progress')).toHaveText('13%');
    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(counter).toHaveText('Chapter 1 of 8');
    await expect(page.getByTestId('lore-progress')).toHaveText('25%');

    await page.getByRole('link', { name: `Chapter 5: ${loreChapters[4]!.title}` }).click();
    await expect(counter).toHaveText('Chapter 5 of 8');
    await expect(page.getByTestId('lore-progress')).toHaveText('38%');
    expect(JSON.parse((await localValue(page, STORAGE_KEYS.readChapters))!)).toEqual([
      loreChapters[0]!.id,
      loreChapters[7]!.id,
      loreChapters[4]!.id,
    ]);
    expect(await localValue(page, STORAGE_KEYS.loreProgress)).toBe('38');

    await page.reload();
    await expect(page.getByTestId('lore-progress')).toHaveText('38%');
    await expect(counter).toHaveText('Chapter 5 of 8');
    await expect(page.getByRole('link', { name: 'Open the Mall Directory' })).toHaveAttribute('href', '/directory');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the site preview and the wallet button say they need JavaScript instead of loading for ever', async ({
      page,
    }) => {
      await page.goto('/wiki/jpegdealer');
      await expect(
        page.getByText('The live preview needs JavaScript. Open the site in a new tab instead.'),
      ).toBeVisible();
      await expect(page.getByText('Loading preview...')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Open in New Tab' })).toBeVisible();
      await expect(page.getByText('Signing in with a wallet needs JavaScript.').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Checking wallet…' })).toHaveCount(0);
    });

    test('Previous, Next and the dots are links that page the chapters', async ({ page }) => {
      await page.goto('/wiki-directory');
      const counter = page.getByTestId('chapter-counter');
      await expect(counter).toHaveText('Chapter 1 of 8');
      await page.getByRole('link', { name: 'Next →' }).click();
      await expect(page).toHaveURL(/\?chapter=2$/);
      await expect(counter).toHaveText('Chapter 2 of 8');
      await expect(page.getByTestId('chapter-title')).toContainText(loreChapters[1]!.title);
      await page.getByRole('link', { name: `Chapter 8: ${loreChapters[7]!.title}` }).click();
      await expect(counter).toHaveText('Chapter 8 of 8');
      await page.getByRole('link', { name: 'Next →' }).click();
      await expect(counter).toHaveText('Chapter 1 of 8');
    });
  });
});

test.describe('/lore', () => {
  test('opens the modal with a first-visit welcome; closing goes back', async ({ page, baseURL }) => {
    await page.goto('/wiki-directory');
    await page.goto('/lore', { referer: `${baseURL}/wiki-directory` });
    const modal = page.getByTestId('lore-modal');
    await expect(modal.getByRole('heading', { name: 'Retailverse Lore' })).toBeVisible();
    await expect(modal.getByTestId('lore-welcome')).toBeVisible();
    await expect(modal.getByTestId('chapter-counter')).toHaveText('Chapter 1 of 8');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/wiki-directory$/);

    await page.goto('/lore', { referer: `${baseURL}/wiki-directory` });
    await expect(modal.getByRole('heading', { name: 'Retailverse Lore' })).toBeVisible();
    await expect(modal.getByTestId('lore-welcome')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/wiki-directory$/);
  });

  test('reached by a link inside the mall, closing goes back to that page', async ({ page }) => {
    await page.goto('/directory');
    await page.getByRole('link', { name: 'What is Retailverse?' }).click();
    await expect(page).toHaveURL(/\/lore$/);
    await page.getByTestId('lore-modal').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/directory$/);
  });

  test('arriving from another site, closing stays in the mall: it goes home', async ({ page }) => {
    await page.goto('/lore', { referer: 'https://elsewhere.example/post' });
    await page.getByTestId('lore-modal').getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
