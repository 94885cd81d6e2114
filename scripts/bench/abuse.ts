import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { Keypair } from '@solana/web3.js';
import { and, eq, like, ne } from 'drizzle-orm';
import { GET as nonceRoute } from '../../app/api/auth/nonce/route';
import { POST as verifyRoute } from '../../app/api/auth/verify/route';
import { POST as drawRoute } from '../../app/api/mall/draw/route';
import { POST as orderRoute } from '../../app/api/orders/route';
import { POST as welcomeRoute } from '../../app/api/rewards/welcome/route';
import { GET as streamRoute } from '../../app/api/sales/stream/route';
import { siwsMessageText } from '../../lib/auth/siws-message';
import type { SiwsInput } from '../../lib/auth/siws-input';
import { selectDatabase } from '../../lib/db';
import { openDatabase } from '../../lib/db/open';
import { domains } from '../../lib/db/schema';
import { seedIfEmpty } from '../../lib/db/seed';
import { resetEnvCache } from '../../lib/env';
import { CLIENT_IP_HEADER } from '../../lib/http/client-ip.mjs';
import { resetRateLimits } from '../../lib/rate-limit';
import { grantTickets, ledgerSum, updateWalletRegistry } from '../../lib/tickets';
import { startSolanaRpcStandIn } from '../../tests/support/solana-rpc-stand-in.mjs';

const SITE = 'http://localhost:3000';
const FARM_WALLETS = 6;
const HOLD_WALLETS = 10;
const FLOOD = 1000;

export interface AbuseBenchResult {
  holdNames: number;
  holdSignedOut: number;
  holdSignedIn: number;
  holdSeconds: number;
  farmGrants: number;
  farmDraws: number;
  farmTicketsLeft: number;
  farmSeconds: number;
  floodServed: number;
  floodRefused429: number;
  visitorFeed: number;
  visitorFirstEventMs: number;
}

const from = (ip: string, extra: Record<string, string> = {}) => ({ [CLIENT_IP_HEADER]: ip, ...extra });

/** Signs a new keypair in through the API, as a script would: its session cookie. */
async function scriptedSignIn(ip: string): Promise<{ address: string; cookie: string }> {
  const keypair = Keypair.generate();
  const address = keypair.publicKey.toBase58();
  const nonce = await nonceRoute(new Request(`${SITE}/api/auth/nonce`, { headers: from(ip) }), undefined);
  const { input } = (await nonce.json()) as { input: SiwsInput };
  const message = siwsMessageText({ ...input, address });
  const signature = ed25519.sign(new TextEncoder().encode(message), keypair.secretKey.slice(0, 32));
  const verified = await verifyRoute(
    new Request(`${SITE}/api/auth/verify`, {
      method: 'POST',
      headers: from(ip, { 'content-type': 'application/json' }),
      body: JSON.stringify({ message, signature: bs58.encode(signature), publicKey: address }),
    }),
    undefined,
  );
  const cookie = verified.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-in refused: ${verified.status} ${await verified.text()}`);
  return { address, cookie };
}

const post = (route: typeof welcomeRoute, path: string, headers: Record<string, string>, body?: unknown) =>
  route(
    new Request(`${SITE}${path}`, {
      method: 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    undefined,
  );

/**
 * The three scripts of docs/tickets.md "Rewards that cost something to farm" and docs/architecture.md "Live sales",
 * on the embedded database and the RPC stand-in: hold every marketplace name from one address; six fresh wallets
 * claim the welcome grant and draw twice each; 1,000 live-feed streams from one address, then another visitor's.
 */
export async function measureAbuse(): Promise<AbuseBenchResult> {
  const rpc = await startSolanaRpcStandIn();
  Object.assign(process.env, { SELLER_WALLET: Keypair.generate().publicKey.toBase58(), SOLANA_RPC_URL: rpc.url });
  resetEnvCache();
  const handle = await openDatabase({ engine: 'pglite-memory' });
  await seedIfEmpty(handle.db);
  selectDatabase(handle);
  try {
    await resetRateLimits();
    const names = await handle.db
      .select({ slug: domains.slug })
      .from(domains)
      .where(and(eq(domains.status, 'available'), like(domains.price, '% SOL'), ne(domains.category, 'scav')));
    let started = performance.now();
    let heldSignedOut = 0;
    for (const { slug } of names) {
      const answer = await post(orderRoute, '/api/orders', from('198.51.100.20'), { slug });
      if (answer.status === 201) heldSignedOut++;
    }
    // The same script with wallets, signed in from one address: each asks for the next name until it is refused,
    // then the next wallet takes over, so the per-minute request limit is not what stops it.
    let heldSignedIn = 0;
    let next = 0;
    wallets: for (let w = 0; w < HOLD_WALLETS && next < names.length; w++) {
      const { cookie } = await scriptedSignIn('198.51.100.21');
      while (next < names.length) {
        const slug = names[next].slug;
        const answer = await post(orderRoute, '/api/orders', from('198.51.100.21', { cookie }), { slug });
        if (answer.status === 429) break wallets;
        if (answer.status !== 201) break;
        heldSignedIn++;
        next++;
      }
    }
    const holdSeconds = (performance.now() - started) / 1000;

    await resetRateLimits();
    started = performance.now();
    let grants = 0;
    let draws = 0;
    let ticketsLeft = 0;
    for (let i = 0; i < FARM_WALLETS; i++) {
      const ip = `198.51.100.${30 + i}`;
      const { address, cookie } = await scriptedSignIn(ip);
      rpc.fund(address, 5_000_000_000);
      await updateWalletRegistry(address, { tier: 'Mallcore' });
      const welcome = await post(welcomeRoute, '/api/rewards/welcome', from(ip, { cookie }));
      if (welcome.status === 201) grants++;
      // A scripted wallet with no grant gets tickets elsewhere (a spin): the draw is what is farmed.
      if (welcome.status !== 201) await grantTickets(address, 4, 'bench: as if won');
      for (let d = 0; d < 2; d++) {
        if ((await post(drawRoute, '/api/mall/draw', from(ip, { cookie }))).status === 200) draws++;
      }
      ticketsLeft += await ledgerSum(address);
    }
    const farmSeconds = (performance.now() - started) / 1000;

    const flood = new AbortController();
    const visitor = new AbortController();
    const stream = (ip: string, signal: AbortSignal) =>
      streamRoute(new Request(`${SITE}/api/sales/stream`, { headers: from(ip), signal }), undefined);
    try {
      const answers = await Promise.all(Array.from({ length: FLOOD }, () => stream('198.51.100.99', flood.signal)));
      started = performance.now();
      const feed = await stream('203.0.113.50', visitor.signal);
      const reader = feed.body?.getReader();
      await reader?.read();
      const visitorFirstEventMs = Math.round((performance.now() - started) * 10) / 10;
      return {
        holdNames: names.length,
        holdSignedOut: heldSignedOut,
        holdSignedIn: heldSignedIn,
        holdSeconds: Math.round(holdSeconds * 100) / 100,
        farmGrants: grants,
        farmDraws: draws,
        farmTicketsLeft: ticketsLeft,
        farmSeconds: Math.round(farmSeconds * 100) / 100,
        floodServed: answers.filter((a) => a.status === 200).length,
        floodRefused429: answers.filter((a) => a.status === 429).length,
        visitorFeed: feed.status,
        visitorFirstEventMs,
      };
    } finally {
      flood.abort();
      visitor.abort();
    }
  } finally {
    selectDatabase(undefined);
    await handle.close();
    await rpc.close();
  }
}

export function abuseSection(r: AbuseBenchResult): string[] {
  return [
    '## Abuse scripts (embedded database, the RPC stand-in)',
    '',
    `Measured ${new Date().toISOString()} (also alone, by \`npm run bench -- --abuse\`).`,
    '',
    '| script | what it tried | what it got | time |',
    '| --- | --- | --- | ---: |',
    `| order hold | an order for each of the ${r.holdNames} fixed-price names on sale from one address: signed out, then ${HOLD_WALLETS} fresh wallets signed in, each until refused | ${r.holdSignedOut} held signed out, ${r.holdSignedIn} held by the wallets | ${r.holdSeconds} s |`,
    `| welcome farm | ${FARM_WALLETS} fresh wallets (5 SOL each, no history): the welcome grant and 2 members' draws each | ${r.farmGrants} grants, ${r.farmDraws} discounts, ${r.farmTicketsLeft} RT unspent of those given | ${r.farmSeconds} s |`,
    `| SSE flood | ${FLOOD.toLocaleString('en')} live-feed streams from one address | ${r.floodServed} served, ${r.floodRefused429} refused (429); another visitor's feed: ${r.visitorFeed}, first event in ${r.visitorFirstEventMs} ms | |`,
    '',
    'Before these limits (the issue that asked for them): 14 names held in about a second by one signed-out address,',
    "6 wallets drew 12 discounts in 30 s, and 1,000 streams from one address left every other visitor's feed a 503.",
    '',
  ];
}
