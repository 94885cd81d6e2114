import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as sealDossier } from '@/app/api/merch-waitlist/route';
import { resetCommunityLimits } from '@/lib/community/limits';
import { merchWaitlist } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const OTHER_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const post = (body: unknown) =>
  sealDossier(
    new Request('http://t/api/merch-waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('merch waitlist on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const entries = async () => (await database().db.select({ n: count() }).from(merchWaitlist))[0].n;
  beforeEach(() => resetCommunityLimits());

  it('stores a dossier, and the same e-mail again updates it instead of adding one', async () => {
    const first = await post({
      walletAddress: WALLET,
      email: 'Hoodie@Example.com',
      size: 'L',
      memeText: 'gm',
      domainHolder: true,
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true, created: true });

    const second = await post({ walletAddress: OTHER_WALLET, email: 'hoodie@example.com', size: 'XXL' });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ok: true, created: false });

    const rows = await database().db.select().from(merchWaitlist).where(eq(merchWaitlist.email, 'hoodie@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ walletAddress: OTHER_WALLET, size: 'XXL', memeText: null, domainHolder: null });
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
