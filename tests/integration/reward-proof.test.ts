import { ed25519 } from '@noble/curves/ed25519.js';
import { Keypair } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as drawRoute } from '@/app/api/mall/draw/route';
import { POST as voteRoute } from '@/app/api/poll/route';
import { GET as rewardsRoute } from '@/app/api/rewards/route';
import { POST as welcomeRoute } from '@/app/api/rewards/welcome/route';
import { communityPoll } from '@/content/poll';
import { readPollStanding } from '@/lib/community/poll';
import { mallDrawDays, saleOrders, scavDraws, walletHistory } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import {
  MALL_DRAW_DISCOUNTS_PER_DAY,
  MALL_DRAW_DISCOUNTS_PER_NAME_PER_DAY,
  MALL_DRAW_SOLD_OUT,
} from '@/lib/rules/mall-floor';
import { CHAIN_HISTORY_UNREADABLE, MALL_DRAW_NEEDS_HISTORY, WELCOME_NEEDS_HISTORY } from '@/lib/rules/reward-proof';
import { NEW_WALLET_VOTE_LIMIT_MESSAGE, utcDay } from '@/lib/rules/rewards';
import { grantTickets, ledgerSum, updateWalletRegistry } from '@/lib/tickets';
import { readRewardStanding } from '@/lib/tickets/reward-proof';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../support/solana-rpc-stand-in.mjs';
import { testEngines, useTestDatabase } from './support/databases';
import { configure } from './support/selling-mall';
import { freshIp, postJson, signIn, type TestWallet } from './support/test-wallet';

const DAY_S = 86_400;
const SITE = 'http://localhost:3000';

/** A wallet the stand-in knows: its key signs in, and pays on chain. */
function chainWallet(rpc: SolanaRpcStandIn, lamports: number) {
  const keypair = Keypair.generate();
  if (lamports > 0) rpc.fund(keypair.publicKey, lamports);
  const wallet: TestWallet = {
    address: keypair.publicKey.toBase58(),
    sign: (message) => ed25519.sign(message, keypair.secretKey.slice(0, 32)),
  };
  return { keypair, wallet };
}

const call = (route: typeof welcomeRoute, path: string, cookie: string, ip: string) =>
  route(new Request(`${SITE}${path}`, { method: 'POST', headers: { cookie, 'x-forwarded-for': ip } }), undefined);

/** docs/product.md: on-chain history is at least 0.05 SOL and a first transaction 30 days old. */
const REWARD_MIN_BALANCE_LAMPORTS = 50_000_000;
const REWARD_MIN_WALLET_AGE_DAYS = 30;

describe.each(testEngines)('rewards that cost something to farm, on $name', (engine) => {
  const database = useTestDatabase(engine);
  let rpc: SolanaRpcStandIn;
  beforeAll(async () => {
    rpc = await startSolanaRpcStandIn();
    // A mall that sells (its draws exist only then), on the stand-in.
    configure({
      SOLANA_RPC_URL: rpc.url,
      OUTBOUND_TIMEOUT_MS: '1000',
      SELLER_WALLET: Keypair.generate().publicKey.toBase58(),
    });
  });
  afterAll(async () => {
    configure({ SOLANA_RPC_URL: undefined, OUTBOUND_TIMEOUT_MS: undefined, SELLER_WALLET: undefined });
    await rpc.close();
  });
  beforeEach(() => resetRateLimits());

  /** A wallet with history: it paid someone `daysAgo` days ago (the stand-in's clock moved back), and holds `lamports`. */
  function oldWallet(daysAgo: number, lamports = 1_000_000_000) {
    const made = chainWallet(rpc, lamports + 10_000_000);
    const signature = rpc.payTransfer({
      from: made.keypair,
      to: Keypair.generate().publicKey.toBase58(),
      lamports: 10_000_000,
    });
    rpc.backdate(signature, Math.floor(Date.now() / 1000) - daysAgo * DAY_S);
    return made;
  }

  it('six fresh wallets from one client earn nothing: no grant, no draw, and votes that weigh as anonymous', async () => {
    const ip = freshIp();
    const before = await readPollStanding(communityPoll, null);
    const statuses: Record<string, number[]> = { welcome: [], draw: [], vote: [] };
    const wallets: string[] = [];
    for (let i = 0; i < 6; i++) {
      // Funded well above the threshold, and even with a transaction of its own: what it lacks is age.
      const { wallet } = i % 2 === 0 ? chainWallet(rpc, 5_000_000_000) : oldWallet(0);
      wallets.push(wallet.address);
      const cookie = await signIn(wallet);
      await grantTickets(wallet.address, 4, 'as if from a spin');
      await updateWalletRegistry(wallet.address, { tier: 'Mallcore' });

      const welcome = await call(welcomeRoute, '/api/rewards/welcome', cookie, ip);
      statuses.welcome.push(welcome.status);
      expect(await welcome.json()).toEqual({ error: { code: 'forbidden', message: WELCOME_NEEDS_HISTORY } });
      const draw = await call(drawRoute, '/api/mall/draw', cookie, ip);
      statuses.draw.push(draw.status);
      expect((await draw.json()).error.message).toBe(MALL_DRAW_NEEDS_HISTORY);
      const vote = await voteRoute(
        postJson(`${SITE}/api/poll`, { optionId: 'rugmuseum' }, { cookie, 'x-forwarded-for': ip }),
        undefined,
      );
      statuses.vote.push(vote.status);
      if (vote.status === 429) expect((await vote.json()).error.message).toBe(NEW_WALLET_VOTE_LIMIT_MESSAGE);

      const channels = await (
        await rewardsRoute(new Request(`${SITE}/api/rewards`, { headers: { cookie } }), undefined)
      ).json();
      expect(channels.channels.welcome).toEqual({ claimed: false, amount: 5, notice: WELCOME_NEEDS_HISTORY });
    }
    expect(statuses).toEqual({
      welcome: [403, 403, 403, 403, 403, 403],
      draw: [403, 403, 403, 403, 403, 403],
      vote: [200, 200, 200, 429, 429, 429],
    });
    for (const address of wallets) expect(await ledgerSum(address)).toBe(4);
    expect(await database().db.select().from(scavDraws)).toEqual([]);
    expect(await database().db.select().from(mallDrawDays)).toEqual([]);
    const after = await readPollStanding(communityPoll, null);
    expect(after.walletVotes).toBe(before.walletVotes);
    expect(after.anonymousVotes).toBe(before.anonymousVotes + 3);
  });

  it(`a wallet ${REWARD_MIN_WALLET_AGE_DAYS} days old holding enough SOL has proof; its read is kept, not repeated`, async () => {
    const { wallet } = oldWallet(REWARD_MIN_WALLET_AGE_DAYS + 1);
    const cookie = await signIn(wallet);
    const reads = rpc.calls('getSignaturesForAddress');
    const welcome = await call(welcomeRoute, '/api/rewards/welcome', cookie, freshIp());
    expect(welcome.status).toBe(201);
    expect(await readRewardStanding(wallet.address)).toEqual({ eligible: true, reason: 'on-chain-history' });
    expect(rpc.calls('getSignaturesForAddress')).toBe(reads + 1);
    const [kept] = await database()
      .db.select()
      .from(walletHistory)
      .where(eq(walletHistory.walletAddress, wallet.address));
    expect(kept!.balanceLamports).toBe(1_000_000_000n - 5000n);
    expect(Date.now() - kept!.firstTransactionAt!.getTime()).toBeGreaterThan(REWARD_MIN_WALLET_AGE_DAYS * DAY_S * 1000);
  });

  it('old but nearly empty, or young: no proof', async () => {
    const poor = oldWallet(REWARD_MIN_WALLET_AGE_DAYS * 3, REWARD_MIN_BALANCE_LAMPORTS - 1_000_000);
    expect(await readRewardStanding(poor.wallet.address)).toEqual({ eligible: false, reason: 'no-history' });
    const young = oldWallet(REWARD_MIN_WALLET_AGE_DAYS - 1);
    expect(await readRewardStanding(young.wallet.address)).toEqual({ eligible: false, reason: 'no-history' });
  });

  it('a paid order is proof without the chain; without proof an unreadable chain is a 503, never a grant', async () => {
    const { wallet } = chainWallet(rpc, 0);
    const cookie = await signIn(wallet);
    rpc.setDown(true);
    try {
      const refused = await call(welcomeRoute, '/api/rewards/welcome', cookie, freshIp());
      expect(refused.status).toBe(503);
      expect((await refused.json()).error.message).toBe(CHAIN_HISTORY_UNREADABLE);
      await database().db.insert(saleOrders).values({
        id: crypto.randomUUID(),
        domainSlug: 'copevendor',
        domainName: 'copevendor.sol',
        amountLamports: 1n,
        recipient: wallet.address,
        reference: Keypair.generate().publicKey.toBase58(),
        status: 'fulfilled',
        buyer: wallet.address,
        paidAt: new Date(),
        expiresAt: new Date(),
      });
      expect(await readRewardStanding(wallet.address)).toEqual({ eligible: true, reason: 'paid-order' });
      expect((await call(welcomeRoute, '/api/rewards/welcome', cookie, freshIp())).status).toBe(201);
    } finally {
      rpc.setDown(false);
    }
  });

  it(`the members' draw gives at most ${MALL_DRAW_DISCOUNTS_PER_NAME_PER_DAY} discounts a name a day, ${MALL_DRAW_DISCOUNTS_PER_DAY} in all`, async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 10; i++) {
      const { wallet } = oldWallet(REWARD_MIN_WALLET_AGE_DAYS * 2);
      const cookie = await signIn(wallet);
      await grantTickets(wallet.address, 2, 'one draw');
      await updateWalletRegistry(wallet.address, { tier: 'Mallcore' });
      answers.push(await call(drawRoute, '/api/mall/draw', cookie, freshIp()));
    }
    const drawn = answers.filter((answer) => answer.status === 200);
    const pool = 4;
    expect(drawn).toHaveLength(Math.min(pool * MALL_DRAW_DISCOUNTS_PER_NAME_PER_DAY, MALL_DRAW_DISCOUNTS_PER_DAY));
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect((await answer.json()).error.message).toBe(MALL_DRAW_SOLD_OUT);
    }
    const days = await database()
      .db.select()
      .from(mallDrawDays)
      .where(eq(mallDrawDays.day, utcDay(new Date())));
    for (const row of days.filter((day) => day.slug !== '*'))
      expect(row.draws).toBeLessThanOrEqual(MALL_DRAW_DISCOUNTS_PER_NAME_PER_DAY);
    expect(days.find((day) => day.slug === '*')!.draws).toBe(drawn.length);
  });
});
