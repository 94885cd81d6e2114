import { stringify } from 'csv-stringify/sync';
import { catalogDomains } from '@/content/catalog';
import { CatalogImportForm, DomainEditForm, OperatorConsole } from './pages/operator';
import { E2E_OPERATOR_TOKEN } from './pages/retail-tickets';
import { expect, expectAccessible, test } from './support/fixtures';
import { E2E_OPERATOR_WALLET, installTestWallet, OPERATOR_WALLET_SEED } from './support/test-wallet';

const seed = catalogDomains.find((domain) => domain.slug === 'copevendor');
if (!seed) throw new Error('copevendor.sol is not in the catalogue');

const CONSOLE_PAGES = [
  '/operator',
  '/operator/orders',
  '/operator/orders/00000000-0000-4000-8000-000000000000',
  '/operator/catalog',
  '/operator/catalog/copevendor.sol',
  '/operator/catalog/import',
  '/operator/tickets',
  '/operator/community',
  '/operator/poll',
  '/operator/audit',
];
const NO_SUCH_IMPORT = '00000000-0000-4000-8000-000000000001';
const CONSOLE_API: [string, string][] = [
  ['POST', '/api/operator/catalog/imports'],
  ['DELETE', `/api/operator/catalog/imports/${NO_SUCH_IMPORT}`],
  ['POST', `/api/operator/catalog/imports/${NO_SUCH_IMPORT}/commit`],
  ['POST', `/api/operator/catalog/imports/${NO_SUCH_IMPORT}/rows`],
  ['POST', '/api/operator/catalog/import'],
  ['PATCH', '/api/operator/catalog/domains/copevendor.sol'],
  ['GET', '/api/operator/catalog/export'],
  ['POST', '/api/operator/export'],
  ['POST', '/api/operator/orders'],
  ['POST', '/api/operator/orders/notes'],
  ['POST', '/api/operator/poll'],
  ['POST', '/api/operator/tickets/grant'],
  ['POST', '/api/operator/tickets/set'],
];

/** The seed's row in the import format (the columns of a catalogue export). */
function csvOf(records: Record<string, unknown>[]): string {
  return stringify(
    records.map((r) => ({
      ...r,
      tags: (r.tags as string[]).join('|'),
      lore: JSON.stringify(r.lore),
    })),
    { header: true, cast: { boolean: (v) => String(v) } },
  );
}

test.describe('operator console', () => {
  // The console answers 401 before sign-in and 403 to a stranger by design; the bad import gets its 400.
  test.use({ expectedConsoleErrors: [/status of 40[013] /] });

  test('the e2e operator wallet is the one the server lists', async () => {
    const nacl = (await import('tweetnacl')).default;
    const bs58 = (await import('bs58')).default;
    expect(bs58.encode(nacl.sign.keyPair.fromSeed(OPERATOR_WALLET_SEED).publicKey)).toBe(E2E_OPERATOR_WALLET);
  });

  test('an operator wallet signs in and sees the dashboard with its chart', async ({ page, request }) => {
    const granted = await request.post('/api/operator/tickets/grant', {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: {
        wallet: E2E_OPERATOR_WALLET,
        amount: 7,
        reason: 'e2e console chart',
        idempotencyKey: 'e2e-console-chart',
      },
    });
    expect(granted.ok(), await granted.text()).toBe(true);
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    const signedOut = await page.goto('/operator');
    expect(signedOut?.status()).toBe(401);
    expect(signedOut?.headers()['x-cache']).toBeUndefined();
    const operatorConsole = new OperatorConsole(page);
    await operatorConsole.signIn();
    await expect(operatorConsole.heading('Dashboard')).toBeVisible();
    const chart = page.getByTestId('ticket-flow-chart');
    await expect(chart.getByRole('application')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByTestId('ticket-flow-total')).toContainText('RT issued');
    await expect(operatorConsole.nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    // On a phone: the whole console fits the screen's width, the tables scroll within themselves.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/operator', '/operator/orders', '/operator/catalog', '/operator/tickets', '/operator/audit']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }

    // The wallet menu links the console for an operator wallet, in the mall too.
    await page.goto('/retail-tickets');
    await expect(
      page.locator('#main').getByTestId('wallet-session').getByRole('link', { name: 'Console', exact: true }),
    ).toHaveAttribute('href', '/operator');
  });

  test('an edited price shows on /domains within a second, and the audit log has it', async ({ page, request }) => {
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    await page.goto('/operator/catalog?q=copevendor');
    await new OperatorConsole(page).signIn();
    await page.getByRole('link', { name: 'copevendor.sol' }).click();
    const form = new DomainEditForm(page);
    await form.price.fill('6.66 SOL');
    try {
      await form.save.click();
      await expect(form.status).toHaveText('Saved.');
      const list = await page.context().newPage();
      await list.goto('/domains?search=copevendor');
      await expect(list.getByTestId('domain-card').filter({ hasText: 'copevendor.sol' })).toContainText('6.66', {
        timeout: 1000,
      });
      await list.close();
      await page.goto('/operator/audit');
      const entry = page.getByTestId('audit-log').locator('tbody tr').first();
      await expect(entry).toContainText('catalog.edit');
      await expect(entry).toContainText(E2E_OPERATOR_WALLET);
      await expect(entry).toContainText('price: 4.2 SOL → 6.66 SOL');
    } finally {
      const restored = await request.patch('/api/operator/catalog/domains/copevendor.sol', {
        headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
        data: { price: seed.price },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });

  test('a CSV imports from the browser with a progress bar; a bad row is named and nothing imported', async ({
    page,
  }) => {
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
    await page.goto('/operator/catalog/import');
    await new OperatorConsole(page).signIn();
    const form = new CatalogImportForm(page);
    // The first batch waits until the progress bar has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/operator/catalog/imports/*/rows', async (route) => {
      await held;
      await route.continue();
    });
    await form.importCsv('catalogue.csv', csvOf([{ ...seed }]));
    await expect(form.progress).toBeVisible();
    release();
    await expect(form.status).toHaveText('Imported: 0 new, 1 updated.');
    await page.unroute('**/api/operator/catalog/imports/*/rows');

    await form.importCsv(
      'bad.csv',
      csvOf([{ ...seed }, { ...seed, name: 'copevendor-two.sol', slug: undefined, price: 'cheap' }]),
    );
    await expect(form.status).toContainText('Import failed');
    await expect(form.problems).toContainText("line 3, column price: must look like '5 SOL', 'N/A' or 'TBA'");
    expect((await page.request.get('/api/domains/copevendor-two')).status()).toBe(404);
    await expectAccessible(page);
  });

  test("a stranger's wallet gets 403 on every console page and API, and no console link", async ({ page }) => {
    await installTestWallet(page);
    await page.goto('/operator');
    await new OperatorConsole(page).signIn();
    await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Console', exact: true })).toHaveCount(0);
    for (const path of CONSOLE_PAGES) expect((await page.request.get(path)).status(), path).toBe(403);
    for (const [method, path] of CONSOLE_API) {
      const response = await page.request.fetch(path, { method, data: method === 'GET' ? undefined : {} });
      expect(response.status(), `${method} ${path}`).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
  });
});
