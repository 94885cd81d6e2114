import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as receipt } from '@/app/api/checkout/[slug]/receipt/route';
import { createPendingMint, markMintMinted } from '@/lib/commerce/checkout/mints';
import { nftMints } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { testEngines, useTestDatabase } from './support/databases';

const received: { path: string; body: Record<string, unknown> }[] = [];
let status = 200;
const webhook = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) });
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end('{}');
  });
});
let webhookUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hooks/receipt`;
  process.env.RECEIPT_WEBHOOK_URL = webhookUrl;
  resetEnvCache();
});
// The route is rate limited per address; each case starts with fresh windows.
beforeEach(() => resetRateLimits());
afterAll(async () => {
  delete process.env.RECEIPT_WEBHOOK_URL;
  resetEnvCache();
  await new Promise((resolve) => webhook.close(resolve));
});

const receiptRequest = (slug: string, body: unknown) =>
  receipt(
    new Request(`http://t/api/checkout/${slug}/receipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  );

describe.each(testEngines)('POST /api/checkout/{slug}/receipt on $name', (engine) => {
  const database = useTestDatabase(engine);
  let orderId = '';

  beforeEach(async () => {
    received.length = 0;
    status = 200;
    await database().db.delete(nftMints);
    const mint = await createPendingMint({
      domainSlug: 'dustwallet',
      recipient: 'email:ape@example.com:solana',
      email: 'ape@example.com',
      priceSol: '0.25',
    });
    await markMintMinted(mint!.id, 'nft-1');
    orderId = mint!.id;
  });

  const mintRow = async () => (await database().db.select().from(nftMints).where(eq(nftMints.id, orderId)))[0]!;

  it('posts {domain, recipient, email, timestamp} to the webhook and stamps the mint', async () => {
    const before = Date.now();
    const response = await receiptRequest('dustwallet', { orderId, email: 'receipts@example.com' });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/hooks/receipt');
    expect(received[0]!.body).toEqual({
      domain: 'dustwallet.sol',
      recipient: 'email:ape@example.com:solana',
      email: 'receipts@example.com',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Date.parse(received[0]!.body.timestamp as string)).toBeGreaterThanOrEqual(before - 1000);
    expect((await mintRow()).receiptRequestedAt).toBeInstanceOf(Date);
  });

  it("an e-mail without '@' is a 400 'Enter a valid email'; nothing is sent", async () => {
    const response = await receiptRequest('dustwallet', { orderId, email: 'nope' });
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.path).toBe('email');
    expect(error.message).toContain('Enter a valid email');
    expect(received).toHaveLength(0);
    expect((await mintRow()).receiptRequestedAt).toBeNull();
  });

  it('an unknown order or another domain is a 404; a failing webhook a 502 without the stamp', async () => {
    const other = await receiptRequest('fomofries', { orderId, email: 'a@b.c' });
    expect(other.status).toBe(404);
    const unknown = await receiptRequest('dustwallet', { orderId: crypto.randomUUID(), email: 'a@b.c' });
    expect(unknown.status).toBe(404);
    status = 500;
    const failing = await receiptRequest('dustwallet', { orderId, email: 'a@b.c' });
    expect(failing.status).toBe(502);
    expect((await mintRow()).receiptRequestedAt).toBeNull();
  });

  it('without a webhook configured the answer is a clear 503', async () => {
    delete process.env.RECEIPT_WEBHOOK_URL;
    resetEnvCache();
    try {
      const response = await receiptRequest('dustwallet', { orderId, email: 'a@b.c' });
      expect(response.status).toBe(503);
      expect((await response.json()).error.message).toBe('Receipts are not configured');
    } finally {
      process.env.RECEIPT_WEBHOOK_URL = webhookUrl;
      resetEnvCache();
    }
  });
});
