import { AppLandingPage, HomePage } from './pages/home';
import { expect, expectAccessible, test } from './support/fixtures';

test.describe('home page', () => {
  test('search is one step away: a labelled search in the header that works without JavaScript, and Catalogue in the footer', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
      'href',
      '/domains',
    );
    const search = page.getByRole('banner').getByRole('search', { name: 'Catalogue search' });
    await search.getByRole('searchbox', { name: 'Search the catalogue' }).fill('lurker');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/domains\?q=lurker$/);
    await expect(page.getByRole('link', { name: 'lurkerlife.sol', exact: true })).toBeVisible();
    await context.close();
  });

  test('hero, section links, featured nodes and the mythic strip', async ({ page }) => {
    const home = new HomePage(page);
    await home.goto();
    await expect(page).toHaveTitle('Retailverse — the .sol domain mall');
    await expect(page.getByRole('heading', { level: 1, name: 'Retailverse' })).toBeVisible();
    await expect(home.link('Start in the Basement')).toHaveAttribute('href', '/basement');
    await expect(home.link(/^Marketplace/)).toHaveAttribute('href', '/marketplace');
    await expect(home.link(/^Scav Rack/)).toHaveAttribute('href', '/scavrack');
    await expect(home.link(/^Mall Map/)).toHaveAttribute('href', '/directory');

    const featured = home.featured.getByRole('link');
    await expect(featured).toHaveCount(3);
    const expectedFeatured = [
      ['commandhub', '8.5 SOL'],
      ['fudscience', '10 SOL'],
      ['jumpsetradio', '5.5 SOL'],
    ];
    for (const [index, [slug, price]] of expectedFeatured.entries()) {
      await expect(featured.nth(index)).toHaveAttribute('href', `/wiki/${slug}`);
      await expect(featured.nth(index)).toContainText(`${slug}.sol`);
      await expect(featured.nth(index)).toContainText(price as string);
    }

    const mythic = home.mythicStrip.getByRole('link');
    await expect(mythic).toHaveCount(3);
    const expectedMythic = [
      ['jpegdealer', '12 SOL'],
      ['fudscience', '10 SOL'],
      ['lurkerlife', '12 SOL'],
    ];
    for (const [index, [slug, price]] of expectedMythic.entries()) {
      await expect(mythic.nth(index)).toHaveAttribute('href', `/wiki/${slug}`);
      await expect(mythic.nth(index)).toHaveText(`${slug}.sol${price}`);
    }
    await expectAccessible(page);
  });

  test('the home page fits a 360 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await new HomePage(page).goto();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('/app landing and waitlist', () => {
  test('Enter Marketplace link and an accessible page', async ({ page }) => {
    const app = new AppLandingPage(page);
    await app.goto();
    await expect(page).toHaveTitle('App | Retailverse');
    await expect(page.getByRole('link', { name: 'Enter Marketplace' })).toHaveAttribute('href', '/marketplace');
    await expectAccessible(page);
  });

  test('an address without @ is silently ignored; a valid one is done after 1.5 s and remembered', async ({ page }) => {
    const app = new AppLandingPage(page);
    await app.goto();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/waitlist')) posts.push(request.postData() ?? '');
    });

    await app.email.fill('not-an-email');
    await app.submit.click();
    await expect(app.submit).toBeEnabled();
    await expect(app.submit).toHaveText('Join Waitlist');
    await expect(app.error).toHaveText('');

    await app.email.fill('lurker@retailverse.example');
    const started = Date.now();
    await app.submit.click();
    await expect(page.getByRole('button', { name: 'Joining…' })).toBeDisabled();
    await expect(app.done).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    // Requests go out in order: the one POST is the valid address, so the first click sent nothing.
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain('lurker@retailverse.example');
    expect(posts.map((body) => JSON.parse(body))).toEqual([{ email: 'lurker@retailverse.example', source: 'app' }]);

    await page.reload();
    await expect(app.done).toBeVisible();
    await expect(app.email).toHaveCount(0);
  });

  test.describe('when the server fails', () => {
    // The browser reports the 503 this test forces.
    test.use({ expectedConsoleErrors: [/status of 503/] });
    test('a failed submit shows an error and keeps the e-mail', async ({ page }) => {
      await page.route('**/api/waitlist', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"unavailable","message":"Database not available"}}',
        }),
      );
      const app = new AppLandingPage(page);
      await app.goto();
      await app.email.fill('lurker@retailverse.example');
      await app.submit.click();
      await expect(app.error).toHaveText('Could not join the waitlist right now. Please try again.');
      await expect(app.email).toHaveValue('lurker@retailverse.example');
      await expect(app.submit).toBeEnabled();
      await expect(app.done).toHaveCount(0);
    });
  });
});
