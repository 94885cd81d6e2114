import { DomainEditForm, OperatorConsole } from './pages/operator';
import { expect, expectAccessible, test } from './support/fixtures';
import { OPERATOR_WALLET_SEED, installTestWallet } from './support/test-wallet';

// storefrontkit.sol: 3 SOL, premium, not vaulted, no website; no other spec reads it.
const NAME = 'storefrontkit.sol';
const OPERATOR = { authorization: 'Bearer e2e-operator-token-0123456789' };

test.describe('operator console: the name editor, the orders filters, the audit log and the dashboard', () => {
  // The console answers 401 before sign-in by design.
  test.use({ expectedConsoleErrors: [/status of 401 /] });

  test.beforeEach(async ({ page }) => {
    await installTestWallet(page, { seed: OPERATOR_WALLET_SEED });
  });

  test('a name is edited field by field: each problem shown by its field, the preview follows, the mall and the audit log show the change', async ({
    page,
    request,
  }) => {
    test.slow();
    const before = (await (await request.get(`/api/domains/${NAME.slice(0, -4)}`)).json()) as {
      data: { description: string };
    };
    await page.goto(`/operator/catalog/${NAME}`);
    await new OperatorConsole(page).signIn();
    const editor = new DomainEditForm(page);
    await expect(editor.field('DESCRIPTION')).toHaveValue(before.data.description);

    try {
      // Wrong values are named beside their fields, and nothing is sent.
      await editor.price.fill('cheap');
      await editor.field('WEBSITE').fill('ftp://storefront');
      await editor.save.click();
      await expect(editor.status).toHaveText('Some fields need a fix: see the messages beside them.');
      await expect(editor.price).toHaveAttribute('aria-invalid', 'true');
      await expect(editor.price).toHaveAccessibleDescription(/must look like '5 SOL', 'N\/A' or 'TBA'/);
      await expect(editor.field('WEBSITE')).toHaveAccessibleDescription(/must be an http or https URL/);
      await expectAccessible(page);

      // The preview follows the fields before anything is saved.
      await editor.price.fill('3 SOL');
      await editor.field('WEBSITE').fill('https://storefrontkit.example');
      await editor.field('DESCRIPTION').fill('Ready-made shop fronts, now in the vault.');
      await editor.field('TAGS').fill('builder, commerce, vault');
      await editor.flag('Vaulted').check();
      await expect(editor.preview.getByTestId('domain-card')).toContainText(
        'Ready-made shop fronts, now in the vault.',
      );
      await expect(editor.preview).toContainText('builder, commerce, vault');
      await expect(editor.preview).toContainText('https://storefrontkit.example');

      await editor.save.click();
      await expect(editor.status).toHaveText('Saved.');
      await expect(editor.price).not.toHaveAttribute('aria-invalid');
      // A vaulted name leaves the /domains lists: the catalogue's own answer carries the change.
      const saved = await (await request.get(`/api/domains/${NAME.slice(0, -4)}`)).json();
      expect(saved.data).toMatchObject({
        description: 'Ready-made shop fronts, now in the vault.',
        vaulted: true,
        website: 'https://storefrontkit.example',
        tags: ['builder', 'commerce', 'vault'],
      });

      // The audit log shows what changed, field by field, not two whole documents.
      await page.goto('/operator/audit');
      const entry = page.getByTestId('audit-log').locator('tbody tr').first();
      await expect(entry).toContainText('catalog.edit');
      await expect(entry).toContainText(`description: ${before.data.description} → Ready-made shop fronts`);
      await expect(entry).toContainText('vaulted: false → true');
      await expect(entry).toContainText('website: — → https://storefrontkit.example');
      await expect(entry).not.toContainText('{');
    } finally {
      const restored = await request.patch(`/api/operator/catalog/domains/${NAME}`, {
        headers: OPERATOR,
        data: {
          description: before.data.description,
          tags: ['builder', 'commerce', 'template'],
          vaulted: false,
          website: null,
        },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });

  test('on a phone the orders filters fold behind "Filters" beside the search; on a desktop they are all shown', async ({
    page,
  }) => {
    await page.goto('/operator/orders');
    await new OperatorConsole(page).signIn();
    const status = page.getByRole('combobox', { name: /^STATUS/ });
    await expect(status).toBeVisible();
    await expect(page.getByTestId('order-filters-fold').locator('summary')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    const search = page.getByRole('search', { name: 'Filter orders' });
    await expect(status).toBeHidden();
    await expect(search.getByRole('searchbox')).toBeVisible();
    await expect(search.getByRole('button', { name: 'Filter' })).toBeVisible();
    expect((await search.boundingBox())!.height).toBeLessThan(844 / 2);
    await page.getByTestId('order-filters-fold').locator('summary').click();
    await expect(status).toBeVisible();
  });

  test('the dashboard is titled as every console page, and its counters are numbers, zero included', async ({
    page,
  }) => {
    await page.goto('/operator');
    await new OperatorConsole(page).signIn();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Operator console');
    const counters = page.locator('[data-testid^="stat-"], [data-testid^="orders-"]');
    expect(await counters.count()).toBeGreaterThan(4);
    for (const counter of await counters.all()) {
      await expect(counter).toHaveText(/^\d[\d,]*$/);
      // The display face draws 0 as a slashed box: counters are in the plain sans face.
      expect(await counter.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/display|orbitron/i);
    }
  });
});
