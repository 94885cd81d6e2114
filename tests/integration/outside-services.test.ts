import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as mint } from '@/app/api/checkout/[slug]/mint/route';
import { POST as receipt } from '@/app/api/checkout/[slug]/receipt/route';
import { GET as solPrice } from '@/app/api/sol-price/route';
import { mintLimiter } from '@/lib/commerce/limits';
import { createPendingMint, markMintMinted } from '@/lib/commerce/checkout/mints';
import { nftMints, saleOrders } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { resetSolPriceCache } from '@/lib/integrations/sol-price';
import { mintErrorText } from '@/lib/rules/checkout';
import { effectiveSolPriceUsd } from '@/lib/rules/money';
import { testEngines, useTestDatabase } from './support/databases';
import { refusedUrl, startStubService, type StubMode, type StubService } from './support/stub-service';

type Mode = StubMode | 'refused';
const VARIABLES = [
  'SOL_PRICE_URL',
  'MINT_API_URL',
  'MINT_CLIENT_SECRET',
  'MINT_PROJECT_ID',
  'RECEIPT_WEBHOOK_URL',
  'OUTBOUND_TIMEOUT_MS',
];
let stub: StubService;
let refused = '';

/** Points the three outside services at the stub in `mode`, or at a port that refuses connections. */
function serviceMisbehaves(mode: Mode) {
  const base = mode === 'refused' ? refused : stub.url;
  stub.mode = mode === 'refused' ? 'ok' : mode;
  Object.assign(process.env, {
    SOL_PRICE_URL: `${base}/simple/price?ids=solana&vs_currencies=usd`,
    MINT_API_URL: `${base}/api/2022-06-09`,
    RECEIPT_WEBHOOK_URL: `${base}/hooks/receipt`,
    MINT_CLIENT_SECRET: 'sk_test_outside_services',
    MINT_PROJECT_ID: 'project-outside-services',
    OUTBOUND_TIMEOUT_MS: '300',
  });
  resetEnvCache();
  resetSolPriceCache();
  mintLimiter.reset();
}

/** Fails instead of waiting out the test timeout when a route hangs on a stalled service. */
async function answered(response: Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer after 10 s: the route hangs on the outside service')), 10_000);
  });
  try {
    return await Promise.race([response, hang]);
  } finally {
    clearTimeout(timer);
  }
}

beforeAll(async () => {
  stub = await startStubService({ solana: { usd: 142.5 } });
  refused = await refusedUrl();
});
afterAll(async () => {
  for (const name of VARIABLES) delete process.env[name];
  resetEnvCache();
  resetSolPriceCache();
  await stub.close();
});

describe('GET /api/sol-price when the price service is slow or down', () => {
  it('answers the live price when the service works (the stub is really called)', async () => {
    serviceMisbehaves('ok');
    const response = await answered(solPrice(new Request('http://t/api/sol-price'), undefined));
    expect(await response.json()).toMatchObject({ usd: 142.5, source: 'live' });
  });

  it.each<Mode>(['hang', 'stall-body', 'error-500', 'garbage', 'refused'])(
    '%s: falls back to 100 USD (docs/product.md §7)',
    async (mode) => {
      serviceMisbehaves(mode);
      const response = await answered(solPrice(new Request('http://t/api/sol-price'), undefined));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { usd: number; source: string };
      expect(body).toMatchObject({ usd: 100, source: 'fallback' });
      expect(effectiveSolPriceUsd(body.usd)).toBe(100); // what the purchase modal computes with
    },
  );
});

const post = (url: string, body: unknown) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.each(testEngines)('mint and receipt when the outside service is slow or down, on $name', (engine) => {
  const database = useTestDatabase(engine);
  let paidOrderId = '';
  const mintDustwallet = () =>
    answered(
      mint(
        post('http://t/api/checkout/dustwallet/mint', {
          method: 'email',
          email: 'ape@example.com',
          orderId: paidOrderId,
        }),
        { params: Promise.resolve({ slug: 'dustwallet' }) },
      ),
    );
  const allMints = () => database().db.select().from(nftMints);

  beforeEach(async () => {
    await database().db.delete(nftMints);
    // One paid order of a name at a time: the database refuses a second sale of dustwallet.
    await database().db.delete(saleOrders);
    paidOrderId = randomUUID();
    await database()
      .db.insert(saleOrders)
      .values({
        id: paidOrderId,
        domainSlug: 'dustwallet',
        domainName: 'dustwallet.sol',
        amountLamports: 250_000_000n,
        recipient: 'Crbv7YbJJwNCeC1V1ckpZ7V9haXAd8cq1niAw7DJZxSR',
        reference: randomUUID(),
        status: 'paid',
        expiresAt: new Date(Date.now() + 900_000),
      });
  });

  it.each<[Mode, number, string]>([
    ['stall-body', 504, 'The minting provider did not answer in time'],
    ['refused', 502, 'Minting failed'],
  ])('mint, provider %s: %i with %j, the page shows Error: …; one failed mint', async (mode, status, message) => {
    serviceMisbehaves(mode);
    const response = await mintDustwallet();
    expect(response.status).toBe(status);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toBe(message);
    expect(mintErrorText(error.message)).toBe(`Error: ${message}`);
    expect(await allMints()).toEqual([
      expect.objectContaining({ status: 'failed', error: message, providerRef: null }),
    ]);
  });

  it('mint, provider answers 200 with garbage: it said OK, so the mint is done without a reference', async () => {
    serviceMisbehaves('garbage');
    const response = await mintDustwallet();
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, providerRef: null });
    expect(await allMints()).toEqual([expect.objectContaining({ status: 'minted', providerRef: null, error: null })]);
  });

  const finishedMint = async () => {
    const mint = await createPendingMint({
      domainSlug: 'dustwallet',
      recipient: 'email:ape@example.com:solana',
      email: 'ape@example.com',
      priceSol: '0.25',
    });
    await markMintMinted(mint!.id, 'nft-1');
    return mint!.id;
  };

  it.each<[Mode, number, string]>([
    ['hang', 502, 'The receipt service did not answer in time'],
    ['error-500', 502, 'The receipt service answered 500'],
    ['refused', 502, 'The receipt service could not be reached'],
  ])('receipt, webhook %s: %i with %j; the mint is not stamped', async (mode, status, message) => {
    const orderId = await finishedMint();
    serviceMisbehaves(mode);
    const response = await answered(
      receipt(post('http://t/api/checkout/dustwallet/receipt', { orderId, email: 'ape@example.com' }), {
        params: Promise.resolve({ slug: 'dustwallet' }),
      }),
    );
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    const [mint] = await database().db.select().from(nftMints).where(eq(nftMints.id, orderId));
    expect(mint).toMatchObject({ status: 'minted', receiptRequestedAt: null });
  });
});
