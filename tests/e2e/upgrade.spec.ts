import { DOMAIN_NAME_REQUIRED } from '../../lib/rules/validation';
import { UPGRADE_TOAST_TEXT } from '../../lib/rules/upgrade';
import { UpgradePage } from './pages/upgrade';
import { expect, expectAccessible, test } from './support/fixtures';

test('artwork and build-slot requests open direct-message links with prefilled text and the spec prices', async ({
  page,
}) => {
  const upgrade = new UpgradePage(page);
  await upgrade.goto();
  await expect(page.getByText('from 0.3 SOL')).toBeVisible();
  for (const price of ['1-2 SOL', '3-5 SOL', '9+ SOL'])
    await expect(page.getByText(price, { exact: true })).toBeVisible();
  await expect(page.getByText(/Add-ons \+0\.5 SOL each/)).toBeVisible();
  const artwork = new URL((await page.getByRole('link', { name: /Request Artwork/ }).getAttribute('href')) ?? '');
  expect(artwork.origin + artwork.pathname).toBe('https://x.com/messages/compose');
  expect(artwork.searchParams.get('text')).toContain('custom SNS artwork');
  const mid = new URL((await page.getByRole('link', { name: /Request Mid Slot/ }).getAttribute('href')) ?? '');
  expect(mid.searchParams.get('text')).toContain('Mid build slot (3-5 SOL');
  await expectAccessible(page);
});

test("the deployment form needs a domain, shows 'Submitting...' for 1 s, then a toast for 3 s", async ({ page }) => {
  const upgrade = new UpgradePage(page);
  await upgrade.goto();
  await upgrade.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: DOMAIN_NAME_REQUIRED })).toBeVisible();

  await upgrade.domain.fill('rigbuilder.sol');
  await upgrade.description.fill('A landing page with lore');
  await upgrade.contact.fill('rig@example.com');
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/upgrade-requests'));
  const started = Date.now();
  await upgrade.submit.click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  expect((await stored).status()).toBe(201);
  expect((await stored).request().postDataJSON()).toEqual({
    domain: 'rigbuilder.sol',
    description: 'A landing page with lore',
    contact: 'rig@example.com',
  });
  await expect(upgrade.toast).toHaveText(UPGRADE_TOAST_TEXT);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expectAccessible(page);
  await expect(upgrade.toast).toBeHidden({ timeout: 4500 });
  await expect(upgrade.domain).toHaveValue('');
  await expect(upgrade.contact).toHaveValue('');
});

test.describe('a name the server refuses', () => {
  // The browser logs the 400 it answers.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("a name the server refuses is explained in the visitor's words, without the API's field name", async ({
    page,
  }) => {
    const upgrade = new UpgradePage(page);
    await upgrade.goto();
    await upgrade.domain.fill('rig builder');
    await upgrade.submit.click();
    await expect(upgrade.toast).toHaveText("The name contains a space U+0020; only a-z, 0-9 and '-' are allowed.");
  });
});
