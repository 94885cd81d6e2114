import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { POST as verifyRoute } from '@/app/api/auth/verify/route';
import { verifySignIn } from '@/lib/auth';
import { walletFromSessionToken } from '@/lib/auth/session';
import { siwsMessageText } from '@/lib/auth/siws-message';
import { authNonces, wallets } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { DEFAULT_WALLET_REGISTRY } from '@/lib/rules/access';
import { testEngines, useTestDatabase } from './support/databases';
import { fetchSignInInput, freshIp, postJson, signedProof, testWallet } from './support/test-wallet';

const SIWS_STATEMENT =
  'Sign in to Retailverse to use your Retail Tickets and mall pass. This costs nothing and sends no transaction.';

/** What a refused sign-in says (docs/product.md): the words a visitor reads. */
const SIGN_IN_REJECTIONS = {
  malformed: 'The sign-in message is not a valid Sign In With Solana message.',
  unknownNonce: 'This sign-in request is unknown. Start again.',
  replayed: 'This sign-in request was already used. Start again.',
  expired: 'This sign-in request has expired. Start again.',
  wrongDomain: 'The message was signed for another site.',
  mismatch: 'The signed message differs from the sign-in request.',
  addressMismatch: 'The address in the message is not the key that signed it.',
  badSignature: 'The signature does not match the message and key.',
};

const verify = (body: unknown, ip = freshIp()) =>
  verifyRoute(postJson('http://localhost:3000/api/auth/verify', body, { 'x-forwarded-for': ip }), undefined);

const expectRejected = async (response: Response, message: string) => {
  expect(response.status).toBe(401);
  expect((await response.json()).error.message).toBe(message);
};

describe.each(testEngines)('Sign In With Solana on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  beforeEach(() => resetRateLimits());

  it('issues the SIWS input for the configured site with a stored 10-minute nonce', async () => {
    const input = await fetchSignInInput();
    expect(input).toMatchObject({
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
      statement: SIWS_STATEMENT,
      version: '1',
      chainId: 'solana:mainnet',
    });
    expect(input.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(input.expirationTime) - Date.parse(input.issuedAt)).toBe(10 * 60 * 1000);
    const [row] = await database().db.select().from(authNonces).where(eq(authNonces.nonce, input.nonce));
    expect(row.consumedAt).toBeNull();
    expect(row.expiresAt.toISOString()).toBe(input.expirationTime);
  });

  it('signs in: HttpOnly SameSite=Lax cookie bound to the address, registry row with the defaults', async () => {
    const wallet = testWallet();
    const input = await fetchSignInInput();
    const response = await verify(signedProof(wallet, { ...input, address: wallet.address }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ wallet: wallet.address });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^rv_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=604800', 'Path=/', 'SameSite=Lax']);
    const token = cookie.split(';')[0].split('=')[1];
    expect(await walletFromSessionToken(token)).toBe(wallet.address);

    const [row] = await database().db.select().from(wallets).where(eq(wallets.walletAddress, wallet.address));
    expect(row).toMatchObject({
      tier: DEFAULT_WALLET_REGISTRY.tier,
      domainsOwned: 0,
      totalRts: 0,
      status: 'Active',
      wifhoodieHolder: false,
    });
    expect(row.retailpassExpiry).toBeNull();

    const session = await sessionRoute(
      new Request('http://t/api/auth/session', { headers: { cookie: cookie.split(';')[0] } }),
      undefined,
    );
    expect(await session.json()).toEqual({ wallet: wallet.address, operator: false });
  });

  it('accepts the message as base64 bytes and a base58 signature', async () => {
    const wallet = testWallet();
    const input = await fetchSignInInput();
    const text = siwsMessageText({ ...input, address: wallet.address });
    const bytes = new TextEncoder().encode(text);
    const bs58 = (await import('bs58')).default;
    const response = await verify({
      message: Buffer.from(bytes).toString('base64'),
      encoding: 'base64',
      signature: bs58.encode(wallet.sign(bytes)),
      publicKey: wallet.address,
    });
    expect(response.status).toBe(200);
  });

  it('rejects a forged signature', async () => {
    const wallet = testWallet();
    const forger = testWallet();
    const input = await fetchSignInInput();
    const proof = signedProof(forger, { ...input, address: wallet.address });
    await expectRejected(await verify({ ...proof, publicKey: wallet.address }), SIGN_IN_REJECTIONS.badSignature);
  });

  it('rejects a replayed nonce', async () => {
    const wallet = testWallet();
    const input = await fetchSignInInput();
    const proof = signedProof(wallet, { ...input, address: wallet.address });
    expect((await verify(proof)).status).toBe(200);
    await expectRejected(await verify(proof), SIGN_IN_REJECTIONS.replayed);
  });

  it('consumes a nonce once even when the same proof races itself', async () => {
    const wallet = testWallet();
    const input = await fetchSignInInput();
    const proof = signedProof(wallet, { ...input, address: wallet.address });
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => verify(proof)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(7);
  });

  it('rejects an expired sign-in request', async () => {
    const wallet = testWallet();
    const input = await fetchSignInInput();
    const proof = signedProof(wallet, { ...input, address: wallet.address });
    const later = new Date(Date.parse(input.issuedAt) + 10 * 60 * 1000);
    await expect(
      verifySignIn(
        {
          message: new TextEncoder().encode(proof.message),
          signature: Buffer.from(proof.signature, 'base64'),
          publicKey: wallet.address,
        },
        later,
      ),
    ).rejects.toMatchObject({ status: 401, message: SIGN_IN_REJECTIONS.expired });
    // A second before expiry it is still good.
    const ok = await verifySignIn(
      {
        message: new TextEncoder().encode(proof.message),
        signature: Buffer.from(proof.signature, 'base64'),
        publicKey: wallet.address,
      },
      new Date(later.getTime() - 1000),
    );
    expect(ok).toBe(wallet.address);
  });

  it('rejects a message signed for another domain', async () => {
    const wallet = testWallet();
    const input = await fetchSignInInput();
    await expectRejected(
      await verify(signedProof(wallet, { ...input, domain: 'evil.example', address: wallet.address })),
      SIGN_IN_REJECTIONS.wrongDomain,
    );
  });

  it('rejects a message whose address is not the signing key', async () => {
    const wallet = testWallet();
    const victim = testWallet();
    const input = await fetchSignInInput();
    await expectRejected(
      await verify(signedProof(wallet, { ...input, address: victim.address })),
      SIGN_IN_REJECTIONS.addressMismatch,
    );
  });

  it.each([
    ['statement', { statement: 'Give me everything' }],
    ['uri', { uri: 'http://localhost:3000/other' }],
    ['chain id', { chainId: 'solana:devnet' }],
    ['issued-at', { issuedAt: '2020-01-01T00:00:00.000Z' }],
    ['expiration', { expirationTime: '2999-01-01T00:00:00.000Z' }],
    ['an extra request id', { requestId: 'x' }],
  ])('rejects a message that changes the %s', async (_, change) => {
    const wallet = testWallet();
    const input = await fetchSignInInput();
    await expectRejected(
      await verify(signedProof(wallet, { ...input, ...change, address: wallet.address })),
      SIGN_IN_REJECTIONS.mismatch,
    );
  });

  it('rejects an unknown nonce and malformed messages', async () => {
    const wallet = testWallet();
    const input = await fetchSignInInput();
    await expectRejected(
      await verify(signedProof(wallet, { ...input, nonce: 'f'.repeat(32), address: wallet.address })),
      SIGN_IN_REJECTIONS.unknownNonce,
    );
    const proof = signedProof(wallet, { ...input, address: wallet.address });
    await expectRejected(
      await verify({ ...proof, message: `${proof.message}\nExtra: line` }),
      SIGN_IN_REJECTIONS.malformed,
    );
    await expectRejected(
      await verify({ ...proof, message: proof.message.replace('\n', '\r\n') }),
      SIGN_IN_REJECTIONS.malformed,
    );
  });

  it('answers 400 for bad input and 413 for an oversized body', async () => {
    expect((await verify({ message: 'x', signature: 'y', publicKey: 'nope' })).status).toBe(400);
    const wallet = testWallet();
    expect((await verify({ message: 'x', signature: 'A'.repeat(80) + '==', publicKey: wallet.address })).status).toBe(
      400,
    );
    expect((await verify({ message: 'x'.repeat(9000), signature: 'y', publicKey: wallet.address })).status).toBe(413);
  });

  it('limits sign-in attempts per IP with a 429', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await verify({ message: 'x', signature: 'y', publicKey: 'nope' }, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await verify({}, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error.message).toMatch(/Too many sign-in attempts/);
  });
});
