import { expect, expectAccessible, test } from './support/fixtures';

test('/submit stores a domain idea and refuses a look-alike name with the reason', async ({ page }) => {
  await page.goto('/submit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a Domain or an Article Idea');
  await expectAccessible(page);
  await page.getByLabel('Domain name *').fill('n\u0435onalley.sol');
  await page.getByLabel('Email *').fill('scout@example.com');
  await page.getByRole('button', { name: 'Send Submission' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    "The name mixes Latin letters with Cyrillic: 'е' U+0435",
  );

  await page.getByLabel('Domain name *').fill('NeonAlley.sol');
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/submissions'));
  await page.getByRole('button', { name: 'Send Submission' }).click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByText('Submission received.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Another' }).click();
  await page.getByRole('radio', { name: 'An article idea' }).check();
  await expect(page.getByLabel('Article title or idea *')).toBeVisible();
});

test('/contact shows the routes and stores a message', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Request an Upgrade →' })).toHaveAttribute('href', '/upgrade');
  await expect(page.getByRole('link', { name: 'Submit an Idea →' })).toHaveAttribute('href', '/submit');
  await expectAccessible(page);
  await page.getByLabel('Email *').fill('rook@example.com');
  await page.getByLabel('Message *').fill('Ten names, one wallet. Bulk price?');
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByText('Message received.')).toBeVisible();
});

test('/services lists artwork and build prices and links to /upgrade', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByText('From 0.3 SOL')).toBeVisible();
  for (const price of ['1-2 SOL', '3-5 SOL', '9+ SOL'])
    await expect(page.getByText(price, { exact: true })).toBeVisible();
  await expect(page.getByText('Build add-on: +0.5 SOL per extra feature.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request an Upgrade →' })).toHaveAttribute('href', '/upgrade');
  await expectAccessible(page);
});
