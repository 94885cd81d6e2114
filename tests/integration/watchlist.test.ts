import { describe, expect, it } from 'vitest';
import { DELETE as unstarRoute, GET as starStateRoute, POST as starRoute } from '@/app/api/watchlist/[slug]/route';
import { readWatchlist } from '@/lib/catalog/watchlist';
import { domains } from '@/lib/db/schema';
import {
  WATCHLIST_FULL,
  WATCHLIST_LIMIT,
  WATCHLIST_SIGN_IN_REQUIRED,
  WATCHLIST_UNKNOWN_NAME,
} from '@/lib/rules/watchlist';
import { testEngines, useTestDatabase } from './support/databases';
import { freshIp, signIn, testWallet } from './support/test-wallet';

const call = (route: typeof starRoute, method: 'GET' | 'POST' | 'DELETE', slug: string, cookie?: string) =>
  route(
    new Request(`http://localhost:3000/api/watchlist/${slug}`, {
      method,
      headers: { 'x-forwarded-for': freshIp(), ...(cookie ? { cookie } : {}) },
    }),
    { params: Promise.resolve({ slug }) },
  );
const starState = async (slug: string, cookie?: string) => (await call(starStateRoute, 'GET', slug, cookie)).json();
const star = (slug: string, cookie?: string) => call(starRoute, 'POST', slug, cookie);
const unstar = (slug: string, cookie?: string) => call(unstarRoute, 'DELETE', slug, cookie);

describe.each(testEngines)('the watchlist on $name', (engine) => {
  const database = useTestDatabase(engine);

  async function signedIn() {
    const wallet = testWallet();
    return { address: wallet.address, cookie: await signIn(wallet) };
  }

  it('refuses a visitor who is not signed in (401) and an unknown name (404)', async () => {
    const anonymous = await star('copevendor');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'unauthorized', message: WATCHLIST_SIGN_IN_REQUIRED } });
    expect((await unstar('copevendor')).status).toBe(401);

    const { cookie } = await signedIn();
    const unknown = await star('nosuchname42', cookie);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(WATCHLIST_UNKNOWN_NAME);
    expect((await unstar('nosuchname42', cookie)).status).toBe(404);
  });

  it('stars and unstars, each idempotent; a fresh star shows no change', async () => {
    const { address, cookie } = await signedIn();
    expect(await starState('copevendor')).toEqual({ signedIn: false, starred: false });
    expect(await starState('copevendor', cookie)).toEqual({ signedIn: true, starred: false });
    expect(await (await star('copevendor.sol', cookie)).json()).toEqual({ starred: true, count: 1 });
    expect(await starState('copevendor', cookie)).toEqual({ signedIn: true, starred: true });
    expect(await (await star('copevendor', cookie)).json()).toEqual({ starred: true, count: 1 });
    expect(await readWatchlist(address)).toEqual([
      { name: 'copevendor.sol', slug: 'copevendor', status: 'available', price: '4.2 SOL' },
    ]);
    expect(await (await unstar('copevendor', cookie)).json()).toEqual({ starred: false });
    expect(await (await unstar('copevendor', cookie)).json()).toEqual({ starred: false });
    expect(await readWatchlist(address)).toEqual([]);
  });

  it(`holds at most ${WATCHLIST_LIMIT} names a wallet (409 past it); another wallet is not affected`, async () => {
    const { cookie } = await signedIn();
    const slugs = (
      await database()
        .db.select({ slug: domains.slug })
        .from(domains)
        .orderBy(domains.slug)
        .limit(WATCHLIST_LIMIT + 1)
    ).map((row) => row.slug);
    for (const slug of slugs.slice(0, WATCHLIST_LIMIT)) expect((await star(slug, cookie)).status).toBe(200);
    const full = await star(slugs[WATCHLIST_LIMIT]!, cookie);
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: { code: 'conflict', message: WATCHLIST_FULL } });
    // Starring a name already starred is not a new place.
    expect((await star(slugs[0]!, cookie)).status).toBe(200);
    const other = await signedIn();
    expect((await star(slugs[WATCHLIST_LIMIT]!, other.cookie)).status).toBe(200);
  });
});
