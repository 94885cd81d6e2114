import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as mint } from '@/app/api/checkout/[slug]/mint/route';
import { mintLimiter } from '@/lib/commerce/limits';
import { nftMints, saleOrders } from '@/lib/db/schema';
import { MINT_NEEDS_PAYMENT } from '@/lib/rules/checkout';
import { resetEnvCache } from '@/lib/env';
import { testEngines, useTestDatabase } from './support/databases';
import { reply, startRecordingProvider, type RecordingProvider } from './support/recording-provider';

/** The minting provider's stand-in; each test says how it answers. */
let provider: RecordingProvider;

const configure = (values: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
};

beforeAll(async () => {
  provider = await startRecordingProvider();
  configure({
    MINT_API_URL: `${provider.url}/api/2022-06-09`,
    MINT_CLIENT_SECRET: 'sk_test_integration_secret',
    MINT_PROJECT_ID: 'project-integration',
    OUTBOUND_TIMEOUT_MS: '300',
    SITE_URL: 'https://mall.example',
  });
});
afterAll(async () => {
  configure({
    MINT_API_URL: undefined,
    MINT_CLIENT_SECRET: undefined,
    MINT_PROJECT_ID: undefined,
    OUTBOUND_TIMEOUT_MS: undefined,
    SITE_URL: undefined,
  });
  await provider.close();
});

/** The paid Solana Pay order of dustwallet.sol each test mints for (made in beforeEach). */
let paidOrderId = '';

/** A sale order of a name in a given state, as the payment check leaves it. */
async function saleOrder(db: ReturnType<ReturnType<typeof useTestDatabase>>['db'], slug: string, status: string) {
  const id = randomUUID();
  const now = new Date();
  await db.insert(saleOrders).values({
    id,
    domainSlug: slug,
    domainName: `${slug}.sol`,
    amountLamports: 250_000_000n,
    recipient: 'Crbv7YbJJwNCeC1V1ckpZ7V9haXAd8cq1niAw7DJZxSR',
    reference: randomUUID(),
    status,
    buyer: status === 'paid' ? '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' : null,
    expiresAt: new Date(now.getTime() + 900_000),
    paidAt: status === 'paid' ? now : null,
  });
  return id;
}

const mintRequest = (slug: string, body: unknown) =>
  mint(
    new Request(`http://t/api/checkout/${slug}/mint`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify({ orderId: paidOrderId, ...(body as object) }),
    }),
    { params: Promise.resolve({ slug }) },
  );

describe.each(testEngines)('POST /api/checkout/{slug}/mint on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mintsFor = (slug: string) => database().db.select().from(nftMints).where(eq(nftMints.domainSlug, slug));

  beforeEach(async () => {
    provider.seen.length = 0;
    mintLimiter.reset();
    await database().db.delete(nftMints);
    await database().db.delete(saleOrders);
    paidOrderId = await saleOrder(database().db, 'dustwallet', 'paid');
    provider.answer = reply(200, { id: 'nft-123', onChain: { status: 'pending' }, actionId: 'act-1' });
  });

  it('calls the provider at collections/default/nfts with the secret headers and the JSON body', async () => {
    const response = await mintRequest('dustwallet', { method: 'email', email: 'ape@example.com' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      ok: true,
      domain: 'dustwallet.sol',
      providerRef: 'nft-123',
      orderId: expect.any(String),
    });
    expect(provider.seen).toHaveLength(1);
    const [call] = provider.seen;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe('/api/2022-06-09/collections/default/nfts');
    expect(call!.headers['x-client-secret']).toBe('sk_test_integration_secret');
    expect(call!.headers['x-project-id']).toBe('project-integration');
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.body).toEqual({
      recipient: 'email:ape@example.com:solana',
      metadata: {
        name: 'dustwallet.sol',
        image: 'https://mall.example/images/logo.svg',
        description: expect.stringContaining('dust'),
        attributes: [
          { trait_type: 'Rack', value: 'Scav Rack' },
          { trait_type: 'Type', value: 'SNS Domain' },
        ],
      },
    });
    const rows = await mintsFor('dustwallet');
    expect(rows).toEqual([
      expect.objectContaining({
        id: body.orderId,
        status: 'minted',
        providerRef: 'nft-123',
        recipient: 'email:ape@example.com:solana',
        email: 'ape@example.com',
        priceSol: '0.25',
        error: null,
      }),
    ]);
  });

  it('sends a wallet as solana:<address>', async () => {
    const wallet = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    const response = await mintRequest('dustwallet', { method: 'wallet', wallet });
    expect(response.status).toBe(201);
    expect((provider.seen[0]!.body as { recipient: string }).recipient).toBe(`solana:${wallet}`);
  });

  it("a non-OK answer is a 502 with the provider's error field; the order is failed with it", async () => {
    provider.answer = reply(400, { error: 'Recipient rejected by provider' });
    const response = await mintRequest('dustwallet', { method: 'email', email: 'fail@example.com' });
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe('Recipient rejected by provider');
    expect(await mintsFor('dustwallet')).toEqual([
      expect.objectContaining({ status: 'failed', error: 'Recipient rejected by provider', providerRef: null }),
    ]);
  });

  it("a non-OK answer without an error field is 'Minting failed'", async () => {
    provider.answer = (_seen, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('boom');
    };
    const response = await mintRequest('dustwallet', { method: 'email', email: 'ape@example.com' });
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toBe('Minting failed');
    expect(await mintsFor('dustwallet')).toEqual([
      expect.objectContaining({ status: 'failed', error: 'Minting failed' }),
    ]);
  });

  it('a provider slower than the timeout is a 504; the mint is failed', async () => {
    let providerAnswered = false;
    provider.answer = (seenCall, response) =>
      setTimeout(() => {
        providerAnswered = true;
        reply(200, { id: 'late' })(seenCall, response);
      }, 1000);
    const response = await mintRequest('dustwallet', { method: 'email', email: 'ape@example.com' });
    // The route answered on its own timeout, before the provider did.
    expect(providerAnswered).toBe(false);
    expect(response.status).toBe(504);
    expect((await response.json()).error.message).toBe('The minting provider did not answer in time');
    expect(await mintsFor('dustwallet')).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it.each([
    [{ method: 'email', email: 'no-at-sign' }, 'email', 'Enter a valid email'],
    [{ method: 'email' }, 'email', undefined],
    [{ method: 'wallet', wallet: 'not a wallet' }, 'wallet', undefined],
    [{ method: 'pigeon', email: 'a@b.c' }, 'method', undefined],
    [{ method: 'email', email: 'a@b.c', extra: 1 }, '', undefined],
  ])('bad body %j is a 400 naming %s; nothing is called or stored', async (body, path, message) => {
    const response = await mintRequest('dustwallet', body);
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    if (path) expect(error.path).toBe(path);
    if (message) expect(error.message).toContain(message);
    expect(provider.seen).toHaveLength(0);
    expect(await mintsFor('dustwallet')).toHaveLength(0);
  });

  it("without the secret or project id the answer is 503 'Minting is not configured'", async () => {
    const secret = process.env.MINT_CLIENT_SECRET;
    configure({ MINT_CLIENT_SECRET: undefined });
    try {
      const response = await mintRequest('dustwallet', { method: 'email', email: 'ape@example.com' });
      expect(response.status).toBe(503);
      expect((await response.json()).error.message).toBe('Minting is not configured');
      // An order that does not exist is a 404 whether or not minting is configured.
      const unknown = await mintRequest('dustwallet', {
        method: 'email',
        email: 'ape@example.com',
        orderId: crypto.randomUUID(),
      });
      expect(unknown.status).toBe(404);
      expect(provider.seen).toHaveLength(0);
    } finally {
      configure({ MINT_CLIENT_SECRET: secret });
    }
  });

  it('rejects look-alike and zero-width names with a clear 400 before minting', async () => {
    for (const slug of ['dustwаllet', 'dust\u200bwallet']) {
      const response = await mintRequest(slug, { method: 'email', email: 'ape@example.com' });
      expect(response.status).toBe(400);
      const error = (await response.json()).error;
      expect(error.path).toBe('slug');
      expect(error.message).toMatch(/U\+0430|U\+200B/);
    }
    expect(provider.seen).toHaveLength(0);
  });

  it('mints only a paid order of that name: awaiting payment is a 409, another name or no order a 404', async () => {
    const awaiting = await saleOrder(database().db, 'fomofries', 'awaiting_payment');
    const unpaid = await mintRequest('fomofries', { method: 'email', email: 'ape@example.com', orderId: awaiting });
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).error.message).toBe(MINT_NEEDS_PAYMENT);
    const otherName = await mintRequest('retailverse', { method: 'email', email: 'ape@example.com' });
    expect(otherName.status).toBe(404);
    expect((await otherName.json()).error.message).toBe('No order for this domain was found.');
    const noOrder = await mintRequest('dustwallet', {
      method: 'email',
      email: 'ape@example.com',
      orderId: randomUUID(),
    });
    expect(noOrder.status).toBe(404);
    const noId = await mintRequest('dustwallet', { method: 'email', email: 'ape@example.com', orderId: undefined });
    expect(noId.status).toBe(400);
    expect(provider.seen).toHaveLength(0);
    expect(await database().db.select().from(nftMints)).toHaveLength(0);
  });

  it('one mint per paid order: asking again answers the first mint without calling the provider', async () => {
    const first = await (await mintRequest('dustwallet', { method: 'email', email: 'ape@example.com' })).json();
    const again = await mintRequest('dustwallet', { method: 'email', email: 'other@example.com' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(provider.seen).toHaveLength(1);
    expect(first.orderId).toBe(paidOrderId);
  });

  it('a failed mint of a paid order may be tried again', async () => {
    provider.answer = reply(400, { error: 'Recipient rejected by provider' });
    expect((await mintRequest('dustwallet', { method: 'email', email: 'fail@example.com' })).status).toBe(502);
    provider.answer = reply(200, { id: 'nft-456' });
    const retried = await mintRequest('dustwallet', { method: 'email', email: 'ape@example.com' });
    expect(retried.status).toBe(201);
    expect(await mintsFor('dustwallet')).toEqual([
      expect.objectContaining({ status: 'minted', providerRef: 'nft-456', email: 'ape@example.com' }),
    ]);
  });

  it('is rate-limited per address with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await mint(
        new Request('http://t/api/checkout/dustwallet/mint', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify({ method: 'email', email: 'ape@example.com', orderId: paidOrderId }),
        }),
        { params: Promise.resolve({ slug: 'dustwallet' }) },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
