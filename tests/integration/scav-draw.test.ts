import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as draw } from '@/app/api/scav/draw/route';
import { scavDrawLimiter, scavFreshDrawLimiter } from '@/lib/commerce/limits';
import { resetEnvCache } from '@/lib/env';
import { mulberry32 } from '@/lib/rules/random';
import { drawSlotOutcome, SCAV_RESPIN_NEEDS_TICKETS } from '@/lib/rules/slot-machine';
import { grantTickets, ledgerSum } from '@/lib/tickets';
import { signIn, testWallet } from './support/test-wallet';
import { slotTicketAwards } from '@/lib/rules/tickets';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import { testEngines, useTestDatabase } from './support/databases';
import { configure } from './support/selling-mall';

const drawRequest = (body: unknown, ip = '198.51.100.1', cookie?: string) =>
  draw(
    new Request('http://t/api/scav/draw', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('POST /api/scav/draw on $name', (engine) => {
  useTestDatabase(engine);
  beforeAll(() => configure({ SELLER_WALLET: Keypair.generate().publicKey.toBase58() }));
  beforeEach(async () => {
    await scavDrawLimiter.reset();
    await scavFreshDrawLimiter.reset();
  });
  afterAll(() => {
    delete process.env.SCAV_DRAW_SEED;
    configure({ SELLER_WALLET: undefined });
  });

  it('a mall that cannot sell (no seller wallet, no owner) refuses draws and respins with a 409, taking no ticket', async () => {
    const wallet = testWallet();
    const session = await signIn(wallet);
    await grantTickets(wallet.address, 3, 'respins');
    const drawn = await (await drawRequest({ slug: 'dustwallet' }, undefined, session)).json();
    configure({ SELLER_WALLET: undefined });
    try {
      for (const body of [{ slug: 'dustwallet', respin: true }, { slug: 'rngshrine' }]) {
        const refused = await drawRequest(body, undefined, session);
        expect(refused.status).toBe(409);
        expect((await refused.json()).error).toMatchObject({
          code: 'payments_disabled',
          message: PAYMENTS_NOT_ENABLED,
        });
      }
      expect(await ledgerSum(wallet.address)).toBe(3);
    } finally {
      configure({ SELLER_WALLET: Keypair.generate().publicKey.toBase58() });
    }
    // Selling again, the kept draw is where it was.
    const again = await (await drawRequest({ slug: 'dustwallet' }, undefined, session)).json();
    expect(again).toMatchObject({ drawId: drawn.drawId, respinsUsed: 0 });
  });

  it('draws on the server and answers the outcome with its ticket awards', async () => {
    const response = await drawRequest({ slug: 'dustwallet' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.slug).toBe('dustwallet');
    expect(['FREE', '0.19', '0.25']).toContain(body.outcome.kind);
    expect(body.awards).toEqual(slotTicketAwards(body.outcome));
  });

  it('with the SCAV_DRAW_SEED test hook the draws are the seeded stream, in order', async () => {
    // A seed of its own per engine: the server keeps one stream per seed for the life of the process.
    const seed = engine.name === 'pglite' ? 77 : 78;
    process.env.SCAV_DRAW_SEED = String(seed);
    resetEnvCache();
    const expected = mulberry32(seed);
    for (let i = 0; i < 5; i++) {
      const body = await (await drawRequest({ slug: 'DustWallet' }, `198.51.100.${10 + i}`)).json();
      expect(body.outcome).toEqual(drawSlotOutcome(expected));
    }
  });

  it("keeps a browser's draw: asked again it is the same draw; respins need a signed-in wallet", async () => {
    const first = await drawRequest({ slug: 'dustwallet' });
    const cookie = first.headers.get('set-cookie')!.split(';')[0];
    expect(cookie).toMatch(/^rv_scav=[\w-]{22}$/);
    const drawn = await first.json();
    const again = await (await drawRequest({ slug: 'dustwallet' }, undefined, cookie)).json();
    expect(again).toMatchObject({ drawId: drawn.drawId, outcome: drawn.outcome, respinsUsed: 0 });
    const anonymous = await drawRequest({ slug: 'dustwallet', respin: true }, undefined, cookie);
    expect(anonymous.status).toBe(401);
  });

  it("a respin costs 1 Retail Ticket from the wallet's ledger, 3 a name at most, and none without tickets", async () => {
    const wallet = testWallet();
    const session = await signIn(wallet);
    await grantTickets(wallet.address, 3, 'respins');
    const asWallet = (body: unknown) => drawRequest(body, undefined, session);
    const kept = await (await asWallet({ slug: 'fomofries' })).json();
    expect(kept.respinsUsed).toBe(0);
    for (let respin = 1; respin <= 3; respin++) {
      const body = await (await asWallet({ slug: 'fomofries', respin: true })).json();
      expect(body).toMatchObject({ respinsUsed: respin, ticketsLeft: 3 - respin });
    }
    const fourth = await asWallet({ slug: 'fomofries', respin: true });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).error.message).toBe('No respins left for this name.');
    expect(await ledgerSum(wallet.address)).toBe(0);

    await asWallet({ slug: 'rngshrine' });
    const broke = await asWallet({ slug: 'rngshrine', respin: true });
    expect(broke.status).toBe(409);
    expect((await broke.json()).error.message).toBe(SCAV_RESPIN_NEEDS_TICKETS);
    expect((await (await asWallet({ slug: 'rngshrine' })).json()).respinsUsed).toBe(0);
  });

  it('unknown, excluded, non-scav and promoted slugs are 404; a bad body is a 400', async () => {
    // hexedhandle is a promoted scav name: the slot machine does not offer it.
    for (const slug of ['no-such-thing', 'retailverse', 'jpegdealer', 'hexedhandle']) {
      expect((await drawRequest({ slug })).status).toBe(404);
    }
    const bad = await drawRequest({ slug: 42 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.path).toBe('slug');
    expect((await drawRequest({})).status).toBe(400);
    expect((await drawRequest('{oops')).status).toBe(400);
  });

  it('a cleared cookie is no free respin: one address draws a name anew 4 times per draw lifetime', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 4; i++) expect((await drawRequest({ slug: 'rngshrine' }, ip)).status).toBe(200);
    const refused = await drawRequest({ slug: 'rngshrine' }, ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      'This name was already drawn on your network. Reopen it in the browser that drew it, or sign in and respin.',
    );
    expect((await drawRequest({ slug: 'fomofries' }, ip)).status).toBe(200);
    expect((await drawRequest({ slug: 'rngshrine' }, '203.0.113.10')).status).toBe(200);
  });

  it('is rate-limited per address: the 31st draw in a minute is a 429 with Retry-After', async () => {
    const first = await drawRequest({ slug: 'dustwallet' }, '203.0.113.5');
    const cookie = first.headers.get('set-cookie')!.split(';')[0];
    for (let i = 1; i < 30; i++) {
      expect((await drawRequest({ slug: 'dustwallet' }, '203.0.113.5', cookie)).status).toBe(200);
    }
    const limited = await drawRequest({ slug: 'dustwallet' }, '203.0.113.5', cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error.message).toBe('Too many spins. Give the machine a minute to cool down.');
    expect((await drawRequest({ slug: 'dustwallet' }, '203.0.113.6')).status).toBe(200);
  });
});
