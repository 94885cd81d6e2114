import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, like, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '../../db';
import { domains, mallDrawDays, scavDraws } from '../../db/schema';
import { conflict } from '../../errors';
import {
  discountedLamports,
  drawMallPrize,
  MALL_DRAW_COST,
  MALL_DRAW_DISCOUNTS_PER_DAY,
  MALL_DRAW_DISCOUNTS_PER_NAME_PER_DAY,
  MALL_DRAW_EMPTY,
  MALL_DRAW_NEEDS_TICKETS,
  MALL_DRAW_SOLD_OUT,
  MALL_DRAW_TARGET,
  MALL_LIST_LIMIT,
  type MallDrawDiscount,
} from '../../rules/mall-floor';
import { orderExpiry } from '../../rules/payments';
import { MALL_DRAW_NEEDS_HISTORY } from '../../rules/reward-proof';
import type { Random } from '../../rules/random';
import { utcDay } from '../../rules/rewards';
import { applyTicketChange } from '../../tickets/ledger';
import { requireRewardProof } from '../../tickets/reward-proof';
import { cryptoRandom } from './draw-source';
import { requireDrawsOpen } from './scav-draw';

/**
 * The members' draw (docs/product.md §6): it is kept with the Scav Rack's draws, under the wallet's own key, so an
 * order at the drawn price goes through the same check (`drawnPrice`).
 */
export const memberDrawKey = (wallet: string) => `mall:${wallet}`;
const KIND_PREFIX = 'mall-';

export interface MemberDraw {
  id: string;
  slug: string;
  name: string;
  percent: MallDrawDiscount;
  listedLamports: string;
  priceLamports: string;
  expiresAt: string;
}

export interface PoolName {
  slug: string;
  name: string;
  price: string;
  priceLamports: number | null;
}

/** The draw's pool: the vault's names on sale with a price, by slug, MALL_LIST_LIMIT at most. */
function drawPoolOf(db: Database | Transaction): Promise<PoolName[]> {
  return db
    .select({ slug: domains.slug, name: domains.name, price: domains.price, priceLamports: domains.priceLamports })
    .from(domains)
    .where(
      and(
        eq(domains.vaulted, true),
        eq(domains.available, true),
        eq(domains.status, 'available'),
        gt(domains.priceLamports, 0),
      ),
    )
    .orderBy(asc(domains.slug))
    .limit(MALL_LIST_LIMIT);
}

/** The names a members' draw picks from, as the floor lists them. */
export async function readMemberDrawPool(): Promise<PoolName[]> {
  return drawPoolOf(await getDb());
}

export interface MemberDrawAnswer {
  draw: MemberDraw;
  balance: number;
}

const DAY_TOTAL = '*';

/** Counts one discount of `slug` today, within the caps; false when the name's or the day's are reached. */
async function takeDiscount(tx: Transaction, day: string, slug: string, cap: number): Promise<boolean> {
  const taken = await tx
    .insert(mallDrawDays)
    .values({ day, slug, draws: 1 })
    .onConflictDoUpdate({
      target: [mallDrawDays.day, mallDrawDays.slug],
      set: { draws: sql`${mallDrawDays.draws} + 1` },
      setWhere: sql`${mallDrawDays.draws} < ${cap}`,
    })
    .returning({ draws: mallDrawDays.draws });
  return taken.length > 0;
}

/** The names whose discounts for `day` are all given. */
async function namesDrawnOut(tx: Transaction, day: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: mallDrawDays.slug })
    .from(mallDrawDays)
    .where(and(eq(mallDrawDays.day, day), gte(mallDrawDays.draws, MALL_DRAW_DISCOUNTS_PER_NAME_PER_DAY)));
  return new Set(rows.map((row) => row.slug));
}

/**
 * Spends MALL_DRAW_COST tickets and draws a vault name at a discount, in one transaction; the discount is the
 * drawing wallet's alone (an order at the drawn price needs its draw key). For wallets with proof (lib/rules/
 * reward-proof.ts), within the day's caps per name and in all.
 */
export async function drawForMember(
  wallet: string,
  // Its own randomness: the Scav Rack's test stream (SCAV_DRAW_SEED) belongs to the Scav Rack alone.
  { now = new Date(), random = cryptoRandom }: { now?: Date; random?: Random } = {},
): Promise<MemberDrawAnswer> {
  requireDrawsOpen();
  await requireRewardProof(wallet, MALL_DRAW_NEEDS_HISTORY, now);
  const db = await getDb();
  const day = utcDay(now);
  return db.transaction(async (tx) => {
    const drawnOut = await namesDrawnOut(tx, day);
    const pool = (await drawPoolOf(tx)).filter((row) => !drawnOut.has(row.slug));
    if (pool.length === 0) throw conflict(drawnOut.size > 0 ? MALL_DRAW_SOLD_OUT : MALL_DRAW_EMPTY);
    if (!(await takeDiscount(tx, day, DAY_TOTAL, MALL_DRAW_DISCOUNTS_PER_DAY))) throw conflict(MALL_DRAW_SOLD_OUT);
    const prize = drawMallPrize(
      random,
      pool.map((row) => row.slug),
    );
    const domain = pool.find((row) => row.slug === prize.slug)!;
    if (!(await takeDiscount(tx, day, domain.slug, MALL_DRAW_DISCOUNTS_PER_NAME_PER_DAY))) {
      throw conflict(MALL_DRAW_SOLD_OUT);
    }
    const id = randomUUID();
    const applied = await applyTicketChange(
      tx,
      wallet,
      {
        action: 'Spend',
        amount: -MALL_DRAW_COST,
        accessTarget: MALL_DRAW_TARGET,
        notes: `Members' draw: ${domain.name} at ${prize.percent}% off`,
        idempotencyKey: `mall-draw:${id}`,
      },
      MALL_DRAW_NEEDS_TICKETS,
    );
    const listed = BigInt(domain.priceLamports!);
    const values = {
      kind: `${KIND_PREFIX}${prize.percent}`,
      priceLamports: discountedLamports(listed, prize.percent),
      respins: 0,
      expiresAt: orderExpiry(now),
      createdAt: now,
    };
    const [row] = await tx
      .insert(scavDraws)
      .values({ id, browserKey: memberDrawKey(wallet), domainSlug: domain.slug, ...values })
      .onConflictDoUpdate({ target: [scavDraws.browserKey, scavDraws.domainSlug], set: { id, ...values } })
      .returning();
    return { draw: toMemberDraw(row!, domain.name, listed), balance: applied.balance };
  });
}

function toMemberDraw(row: typeof scavDraws.$inferSelect, name: string, listed: bigint): MemberDraw {
  return {
    id: row.id,
    slug: row.domainSlug,
    name,
    percent: Number(row.kind.slice(KIND_PREFIX.length)) as MallDrawDiscount,
    listedLamports: listed.toString(),
    priceLamports: row.priceLamports.toString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The wallet's newest members' draw that can still be bought, if any. */
export async function readMemberDraw(wallet: string, now = new Date()): Promise<MemberDraw | null> {
  const db = await getDb();
  const [row] = await db
    .select({ draw: scavDraws, name: domains.name, listed: domains.priceLamports })
    .from(scavDraws)
    .innerJoin(domains, eq(domains.slug, scavDraws.domainSlug))
    .where(
      and(
        eq(scavDraws.browserKey, memberDrawKey(wallet)),
        like(scavDraws.kind, `${KIND_PREFIX}%`),
        gt(scavDraws.expiresAt, now),
      ),
    )
    .orderBy(desc(scavDraws.createdAt))
    .limit(1);
  if (!row || row.listed === null) return null;
  return toMemberDraw(row.draw, row.name, BigInt(row.listed));
}
