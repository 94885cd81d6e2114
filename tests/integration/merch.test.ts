import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as sealDossier } from '@/app/api/merch-waitlist/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { merchWaitlist } from '@/lib/db/schema';
import { MERCH_EMAIL_TAKEN } from '@/lib/rules/community';
import { testEngines, useTestDatabase } from './support/databases';
import { signIn, testWallet } from './support/test-wallet';

const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const OTHER_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  sealDossier(
    new Request('http://t/api/merch-waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('merch waitlist on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const entries = async () => (await database().db.select({ n: count() }).from(merchWaitlist))[0].n;
  beforeEach(() => resetRateLimits());

  const entryFor = async (email: string) =>
    (await database().db.select().from(merchWaitlist).where(eq(merchWaitlist.email, email)))[0];

  it('stores a first dossier', async () => {
    const first = await post({
      walletAddress: WALLET,
      email: 'Hoodie@Example.com',
      size: 'L',
      memeText: 'gm',
      domainHolder: true,
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true, created: true });
    expect(await entryFor('hoodie@example.com')).toMatchObject({
      walletAddress: WALLET,
      size: 'L',
      memeText: 'gm',
      domainHolder: true,
    });
  });

  it('refuses a second dossier for the same e-mail from anyone not signed in, and changes nothing', async () => {
    await post({ walletAddress: WALLET, email: 'taken@example.com', size: 'L', memeText: 'gm', domainHolder: true });
    const before = await entryFor('taken@example.com');
    const count = await entries();
    const second = await post({ walletAddress: OTHER_WALLET, email: 'TAKEN@example.com', size: 'XXL' });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: 'conflict', message: MERCH_EMAIL_TAKEN } });
    expect(await entryFor('taken@example.com')).toEqual(before);
    expect(await entries()).toBe(count);
  });

  it('refuses it from another signed-in wallet, and changes nothing', async () => {
    const owner = testWallet();
    const intruder = testWallet();
    await post({ walletAddress: owner.address, email: 'owned@example.com', size: 'M' });
    const before = await entryFor('owned@example.com');
    const second = await post(
      { walletAddress: intruder.address, email: 'owned@example.com', size: 'XS', memeText: 'mine now' },
      { cookie: await signIn(intruder) },
    );
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe(MERCH_EMAIL_TAKEN);
    expect(await entryFor('owned@example.com')).toEqual(before);
  });

  it('lets the wallet the dossier was filed with, signed in, update it', async () => {
    const owner = testWallet();
    await post({
      walletAddress: owner.address,
      email: 'mine@example.com',
      size: 'M',
      memeText: 'gm',
      domainHolder: true,
    });
    const update = await post(
      { walletAddress: owner.address, email: 'Mine@Example.com', size: 'XXL' },
      { cookie: await signIn(owner) },
    );
    expect(update.status).toBe(200);
    expect(await update.json()).toEqual({ ok: true, created: false });
    const rows = await database().db.select().from(merchWaitlist).where(eq(merchWaitlist.email, 'mine@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ walletAddress: owner.address, size: 'XXL', memeText: null, domainHolder: null });
  });

  it('keeps the optional fields optional', async () => {
    const response = await post({ walletAddress: WALLET, email: 'minimal@example.com', size: null, memeText: '  ' });
    expect(response.status).toBe(201);
    const [row] = await database()
      .db.select()
      .from(merchWaitlist)
      .where(eq(merchWaitlist.email, 'minimal@example.com'));
    expect(row).toMatchObject({ size: null, memeText: null, domainHolder: null });
  });

  it.each([
    ['no wallet', { email: 'a@example.com' }, 'walletAddress'],
    ['a blank wallet', { walletAddress: '   ', email: 'a@example.com' }, 'walletAddress'],
    ['a wallet that is not base58', { walletAddress: '0x'.padEnd(40, '0'), email: 'a@example.com' }, 'walletAddress'],
    ['no e-mail', { walletAddress: WALLET }, 'email'],
    ['an e-mail without @', { walletAddress: WALLET, email: 'nope' }, 'email'],
    ['an unknown size', { walletAddress: WALLET, email: 'a@example.com', size: 'XXXL' }, 'size'],
    ['a meme too long', { walletAddress: WALLET, email: 'a@example.com', memeText: 'x'.repeat(141) }, 'memeText'],
    [
      'a holder flag that is not yes/no',
      { walletAddress: WALLET, email: 'a@example.com', domainHolder: 'yes' },
      'domainHolder',
    ],
  ])('refuses %s with a 400 naming the field and writes nothing', async (_, body, path) => {
    const before = await entries();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.path).toBe(path);
    expect(await entries()).toBe(before);
  });

  it('refuses a non-JSON body with 415 and an oversized one with 413', async () => {
    const before = await entries();
    const form = await sealDossier(new Request('http://t/x', { method: 'POST', body: 'email=a@b.c' }), undefined);
    expect(form.status).toBe(415);
    const huge = await post({ walletAddress: WALLET, email: 'a@example.com', memeText: 'x'.repeat(10_000) });
    expect(huge.status).toBe(413);
    expect(await entries()).toBe(before);
  });
});
