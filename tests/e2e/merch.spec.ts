import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MERCH_CONFIRMATION, MERCH_CONFIRMATION_PING, MERCH_EMAIL_TAKEN } from '../../lib/rules/community';
import { MerchWaitlistPage } from './pages/community';
import { expect, expectAccessible, test } from './support/fixtures';

const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

test('/merch links to the waitlist', async ({ page }) => {
  await page.goto('/merch');
  await expect(page.getByRole('heading', { level: 1, name: 'Retailverse Merch' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Join the Merch Waitlist/ }).click();
  await expect(page).toHaveURL(/\/merch-waitlist$/);
});

test.describe('the dossier', () => {
  // The second dossier for the e-mail is refused with a 409 on purpose.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('browser validation, then the confirmation, a second one for the e-mail refused, and exported', async ({
    page,
    baseURL,
  }) => {
    // It runs the export CLI (tsx compiles it), which takes long on a busy machine.
    test.slow();
    // A retry files its own dossier: the first attempt's is kept in the database.
    const email = `hoodie-e2e-${test.info().retry}@example.com`;
    const merch = new MerchWaitlistPage(page);
    await merch.goto();
    await expect(page.getByText('First 25')).toBeVisible();
    await expect(page.getByText('get a meme discount.')).toBeVisible();
    await expect(page.getByText('First 50')).toBeVisible();
    await expect(page.getByText('guaranteed whitelist.')).toBeVisible();
    await expectAccessible(page);

    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/merch-waitlist') && request.method() === 'POST') posts++;
    });
    await merch.submit.click();
    expect(await merch.wallet.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    // A wrong address is told what is wrong with it, not the browser's generic "match the requested format".
    await merch.wallet.fill('0xdeadbeef');
    await merch.submit.click();
    expect(await merch.wallet.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      "'0' is not in a Solana address: it uses base58 letters and digits, without 0, O, I and l.",
    );
    await merch.wallet.fill(WALLET);
    await merch.email.fill('not-an-email');
    await merch.submit.click();
    expect(await merch.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(posts).toBe(0);

    await merch.email.fill(email);
    await merch.size.selectOption('XL');
    await merch.meme.fill('=cmd|calc');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await merch.submit.click();
    await expect(page.getByText(MERCH_CONFIRMATION)).toBeVisible();
    await expect(page.getByText(MERCH_CONFIRMATION_PING)).toBeVisible();
    await expect(merch.submit).toHaveCount(0);
    await expectAccessible(page);

    await merch.goto();
    await merch.wallet.fill(WALLET);
    await merch.email.fill(email.toUpperCase());
    await merch.size.selectOption('S');
    await merch.submit.click();
    await expect(merch.refusal).toHaveText(MERCH_EMAIL_TAKEN);
    await expect(page.getByText(MERCH_CONFIRMATION)).toHaveCount(0);
    await expect(merch.submit).toBeEnabled();

    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rv-merch-')), 'merch.csv');
    await promisify(execFile)('npx', ['tsx', 'scripts/export.ts', 'merch', '--out', out], {
      env: { ...process.env, DATABASE_URL: '', OPERATOR_URL: baseURL, OPERATOR_TOKEN: 'e2e-operator-token-0123456789' },
    });
    const lines = fs.readFileSync(out, 'utf8').trim().split('\r\n');
    expect(lines.filter((line) => line.includes(email))).toEqual([
      expect.stringContaining(`${WALLET},${email},XL,'=cmd|calc,true`),
    ]);
  });
});
