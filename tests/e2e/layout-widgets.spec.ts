import { TERMINAL_GM, TERMINAL_HELP, TERMINAL_HELP_HEADER, TERMINAL_TAUNTS } from '@/content/terminal';
import { degradedURL } from '../../playwright.config';
import { SLOT_PRICE_LIST } from '@/lib/rules/slot-machine';
import { MALL_PAGE, MallLayout } from './pages/layout';
import { expect, expectAccessible, test } from './support/fixtures';

test.describe('mini terminal', () => {
  test('answers /help, /gm, /mythic and unknown commands', async ({ page }) => {
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
    // The help overflows the log, which follows its newest line.
    const scrolledToEnd = () =>
      mall.terminalLog.evaluate(
        (log) => log.scrollHeight > log.clientHeight && log.scrollTop + log.clientHeight >= log.scrollHeight - 1,
      );
    await expect.poll(scrolledToEnd).toBe(true);

    await mall.runCommand('/gm');
    lines = await mall.terminalLines();
    expect(lines.slice(-3)).toEqual(['> /gm', ...TERMINAL_GM]);

    await mall.runCommand('/mythic');
    await expect(mall.terminalLog).toContainText('fudscience.sol — 10 SOL');

    await mall.runCommand('/gm please');
    lines = await mall.terminalLines();
    expect(lines.at(-2)).toBe('Unknown command: "/gm please"');
    expect(TERMINAL_TAUNTS).toContain(lines.at(-1));
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
    await expect(mall.chatInput).toBeEnabled();

    // A sold name is sold, not kept in the vault; a scav name is a draw, not a fixed price.
    before = await bot.count();
    await mall.ask('is diamondgrip.sol for sale?');
    await expect(bot.nth(before)).toContainText(
      '"diamondgrip.sol" is sold. Somebody got there first: browse the racks for the next one.',
      { timeout: 10_000 },
    );
    await expect(bot.nth(before)).not.toContainText('meant to stay in the vault');
    await expect(mall.chatInput).toBeEnabled();
    before = await bot.count();
    await mall.ask('dustwallet.sol');
    await expect(bot.nth(before)).toContainText(`a Scav Rack draw (${SLOT_PRICE_LIST})`, { timeout: 15_000 });
    await expectAccessible(page);
  });
});

test.describe('on a mall without payments', () => {
  // The degraded server has no SELLER_WALLET: its ticker and /purchase are the simulated ones. Its listings check
  // answers 503 on purpose.
  test.use({ baseURL: degradedURL, expectedConsoleErrors: [/status of 503/] });

  test('terminal /purchase prints a simulated purchase and says so', async ({ page }) => {
    const mall = new MallLayout(page);
    await mall.goto(MALL_PAGE);
    await mall.runCommand('/purchase');
    await expect(mall.terminalLog).toContainText('(Simulation. No SOL was harmed.)');
    const lines = await mall.terminalLines();
    expect(lines.at(-3)).toBe('PROCESSING PURCHASE...');
    expect(lines.at(-1)).toBe('(Simulation. No SOL was harmed.)');
    const match =
      /^[1-9A-HJ-NP-Za-km-z]{4}\.\.\.[1-9A-HJ-NP-Za-km-z]{3} bought [a-z0-9-]+\.sol for (\d+(?:\.\d{1,2})?) SOL$/.exec(
        lines.at(-2) ?? '',
      );
    expect(match, lines.at(-2)).not.toBeNull();
    const price = Number(match?.[1]);
    expect(price).toBeGreaterThanOrEqual(0.69);
    expect(price).toBeLessThanOrEqual(12);
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
      await expect(ticker).toHaveAttribute('data-feed', 'simulated');
      await expect(ticker.getByText('Simulated', { exact: true })).toBeVisible();
      await expect(ticker).toContainText(
        /^Simulated [1-9A-HJ-NP-Za-km-z]{4}\.\.\.[1-9A-HJ-NP-Za-km-z]{3} bought jpegdealer\.sol/,
      );
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
      await expect(ticker).toContainText('dustwallet.sol');
      await expect(burst).toHaveCount(0);
      await page.clock.runFor(36_000); // 48.6 s: the fifth entry, 10 SOL
      await expect(ticker).toContainText('fudscience.sol');
      await expect(ticker).toContainText('10 SOL');
      await expect(burst).toBeAttached();
    });

    test('on a phone: one small line that lets taps through, dismissed for the session by its close button', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const mall = new MallLayout(page);
      await mall.goto(MALL_PAGE);
      const ticker = page.getByTestId('purchase-ticker');
      await expect(ticker).toBeVisible();
      expect(await ticker.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
      const box = (await ticker.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(240);
      expect(box.height).toBeLessThanOrEqual(48);
      // It covers no content beside the chat button: on a phone it sits at the page's end, not over the page.
      expect(await ticker.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
      const main = (await page.locator('main').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(main.y + main.height - 1);
      // Tap targets of at least 24 × 24 px: the ticker's close button and the header's Menu.
      const dismiss = ticker.getByRole('button', { name: 'Dismiss recent purchases' });
      for (const target of [dismiss, page.getByRole('button', { name: 'Menu' })]) {
        const size = (await target.boundingBox())!;
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
      }
      await dismiss.click();
      await expect(ticker).toHaveCount(0);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/sales'));
      await page.reload();
      // The ticker shows once the mall said it is simulated: it would be up by the time the badge settled after that.
      await answered;
      await expect(page.getByTestId('status-badge')).not.toHaveAttribute('data-system', 'yellow');
      await expect(page.getByTestId('purchase-ticker')).toHaveCount(0);
    });

    test('is off for visitors who ask for reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const mall = new MallLayout(page);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/sales'));
      await mall.goto(MALL_PAGE);
      await answered;
      await expect(page.getByTestId('purchase-ticker')).toHaveCount(0);
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
});
