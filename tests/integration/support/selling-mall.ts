import { Keypair } from '@solana/web3.js';
import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { POST as createOrderRoute } from '@/app/api/orders/route';
import { POST as operatorOrdersRoute } from '@/app/api/operator/orders/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { orderLimiter } from '@/lib/commerce/limits';
import { domains } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { createSessionToken, SESSION_COOKIE } from '@/lib/auth';
import { freshIp } from './test-wallet';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../../support/solana-rpc-stand-in.mjs';
import type { DatabaseHandle } from '@/lib/db';

export const OPERATOR = 'integration-operator-token';

/** Sets environment variables (undefined removes one) and makes the app read them again. */
export function configure(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

export const lamportsOf = (price: string) => BigInt(Math.round(Number(price.split(' ')[0]) * 1e9));

/** A session cookie for a fresh wallet (signed in without the sign-in routes' round trip). */
export async function walletCookie(wallet = Keypair.generate().publicKey.toBase58()): Promise<string> {
  return `${SESSION_COOKIE}=${await createSessionToken(wallet)}`;
}

/**
 * `POST /api/orders` as a browser sends it: with `cookie`, else as a fresh signed-in wallet (null: signed out), from
 * a fresh client address unless `headers` name one.
 */
export const postOrder = async (body: unknown, cookie?: string | null, headers: Record<string, string> = {}) =>
  createOrderRoute(
    new Request('http://localhost:3000/api/orders', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
        ...(cookie === null ? {} : { cookie: cookie ?? (await walletCookie()) }),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
    undefined,
  );
export const order = (slug: unknown) => postOrder({ slug });
/** `POST /api/operator/orders` with the operator token. */
export const operatorOrders = (body: unknown) =>
  operatorOrdersRoute(
    new Request('http://t/api/operator/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR}` },
      body: JSON.stringify(body),
    }),
    undefined,
  );
export const status = (id: string) =>
  orderRoute(new Request(`http://t/api/orders/${id}`), { params: Promise.resolve({ id }) });

/**
 * A mall that sells: a seller wallet and a LiteSVM-backed Solana RPC stand-in for the file, and helpers that open
 * orders for seeded names on sale (each name once per file).
 */
export function useSellingMall(database: () => DatabaseHandle) {
  const seller = Keypair.generate().publicKey.toBase58();
  let rpc: SolanaRpcStandIn | undefined;
  beforeAll(async () => {
    process.env.OPERATOR_TOKEN = OPERATOR;
    rpc = await startSolanaRpcStandIn();
    // The seller's account exists on chain, as a real seller's does (a tiny transfer to a new account is refused).
    rpc.fund(seller, 1_000_000_000);
    // Every status request may run the shared scan, so a payment is seen on the next ask.
    configure({
      SELLER_WALLET: seller,
      SOLANA_RPC_URL: rpc.url,
      OUTBOUND_TIMEOUT_MS: '1000',
      PAYMENT_SCAN_INTERVAL_MS: '0',
    });
  });
  afterAll(async () => {
    configure({
      SELLER_WALLET: undefined,
      SOLANA_RPC_URL: undefined,
      OUTBOUND_TIMEOUT_MS: undefined,
      PAYMENT_SCAN_INTERVAL_MS: undefined,
    });
    await rpc?.close();
  });
  beforeEach(() => orderLimiter.reset());

  const usedSlugs = new Set<string>();
  async function nameOnSale(): Promise<{ slug: string; price: string }> {
    const rows = await database()
      .db.select({ slug: domains.slug, price: domains.price })
      .from(domains)
      .where(
        and(
          eq(domains.status, 'available'),
          eq(domains.available, true),
          like(domains.price, '% SOL'),
          // A scav name is bought through its draw, never at a fixed price.
          ne(domains.category, 'scav'),
        ),
      );
    const row = rows.find((r) => !usedSlugs.has(r.slug) && /^\d+(\.\d+)? SOL$/.test(r.price));
    if (!row) throw new Error('no seeded name on sale');
    usedSlugs.add(row.slug);
    return row;
  }

  async function openOrder() {
    const name = await nameOnSale();
    const response = await order(name.slug);
    expect(response.status).toBe(201);
    return { name, body: await response.json() };
  }

  /** A fresh buyer pays the order its exact price, as a wallet answering the Solana Pay request would. */
  function payExactly({ name, body }: Awaited<ReturnType<typeof openOrder>>) {
    const buyer = rpc!.newFundedKeypair();
    const signature = rpc!.payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    return { buyer, signature };
  }

  return { seller, rpc: () => rpc!, nameOnSale, openOrder, payExactly };
}
