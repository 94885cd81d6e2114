import { expect, test } from './support/fixtures';

test('the server is up on a fresh embedded database', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ ok: true, database: 'pglite' });
  const listings = await request.get('/api/listings');
  expect(listings.status()).toBe(200);
});
