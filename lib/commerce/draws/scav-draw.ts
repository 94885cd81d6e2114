import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, type Transaction } from '../../db';
import { scavDraws } from '../../db/schema';
import { codedError, conflict } from '../../errors';
import { paymentsEnabled } from '../../integrations/solana-pay';
import { LAMPORTS_PER_SOL } from '../../rules/money';
import { orderExpiry, PAYMENTS_NOT_ENABLED } from '../../rules/payments';
import { RESPINS_PER_DOMAIN } from '../../rules/tickets';
import { drawSlotOutcome, slotOutcomeOf, type SlotOutcome } from '../../rules/slot-machine';
import { drawSource } from './draw-source';

/**
 * Draws (the Scav Rack's and the members') exist only for a mall that can sell (lib/settings: a seller wallet, else
 * the owner's): otherwise a 409 before anything is drawn or a ticket taken.
 */
export function requireDrawsOpen(): void {
  if (!paymentsEnabled()) throw codedError('conflict', 'payments_disabled', PAYMENTS_NOT_ENABLED);
}

/** A FREE draw costs nothing on chain: the seller hands it over by message. */
const FREE_DRAW_BY_MESSAGE = 'A FREE draw is claimed by message to the seller, not paid.';
const NO_RESPINS_LEFT = 'No respins left for this name.';
const DRAW_EXPIRED = 'This draw has expired. Spin again.';
const DRAW_NOT_YOURS = 'This draw was made in another browser or wallet. Spin again.';
export const NAME_ALREADY_DRAWN =
  'This name was already drawn on your network. Reopen it in the browser that drew it, or sign in and respin.';

/** Which browser a draw belongs to: an opaque random key in an HttpOnly cookie, made on its first draw. */
export const DRAW_COOKIE = 'rv_scav';
const DRAW_COOKIE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The browser key a draw cookie holds, or null when absent or not one this server made. */
export function browserDrawKey(cookieValue: string | null | undefined): string | null {
  return cookieValue && DRAW_COOKIE_PATTERN.test(cookieValue) ? cookieValue : null;
}

/** The key a signed-in wallet's Scav Rack draws are kept under. */
export const walletDrawKey = (wallet: string) => `wallet:${wallet}`;

export interface StoredDraw {
  id: string;
  outcome: SlotOutcome;
  respinsUsed: number;
}

const toStored = (row: typeof scavDraws.$inferSelect): StoredDraw => ({
  id: row.id,
  outcome: slotOutcomeOf(row.kind as SlotOutcome['kind']),
  respinsUsed: row.respins,
});

/**
 * This browser's draw for a scav name: the kept one while it lasts (reopening the slot machine shows it again), a
 * new one otherwise; a respin replaces it, at most RESPINS_PER_DOMAIN times a name.
 */
export async function drawForBrowser(
  browserKey: string,
  slug: string,
  {
    respin = false,
    now = new Date(),
    payRespin,
    beforeNewDraw,
  }: {
    respin?: boolean;
    now?: Date;
    /** Runs before a first draw (none kept, or the kept one expired); a throw leaves everything as it was. */
    beforeNewDraw?: () => Promise<void>;
    /** Charges a respin in the draw's transaction (the ledger); a throw leaves the kept draw as it was. */
    payRespin?: (tx: Transaction, drawId: string, respinNumber: number) => Promise<void>;
  } = {},
): Promise<StoredDraw> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select()
      .from(scavDraws)
      .where(and(eq(scavDraws.browserKey, browserKey), eq(scavDraws.domainSlug, slug)))
      .for('update');
    const live = kept && kept.expiresAt > now;
    if (live && !respin) return toStored(kept);
    const respins = live ? kept.respins + 1 : 0;
    if (live && respins > RESPINS_PER_DOMAIN) throw conflict(NO_RESPINS_LEFT);
    if (live && payRespin) await payRespin(tx, kept.id, respins);
    if (!live) await beforeNewDraw?.();
    const outcome = drawSlotOutcome(drawSource('SCAV_DRAW_SEED'));
    const values = {
      kind: outcome.kind,
      priceLamports: BigInt(Math.round(outcome.priceSol * LAMPORTS_PER_SOL)),
      respins,
      expiresAt: orderExpiry(now),
    };
    const [row] = kept
      ? await tx.update(scavDraws).set(values).where(eq(scavDraws.id, kept.id)).returning()
      : await tx
          .insert(scavDraws)
          .values({ id: randomUUID(), browserKey, domainSlug: slug, ...values })
          .returning();
    return toStored(row);
  });
}

/**
 * A live, payable draw for an order of that name, made by one of `holders` (the buyer's browser and wallet keys):
 * its price in lamports. FREE draws are not sold for SOL.
 */
export async function drawnPrice(
  drawId: string,
  slug: string,
  holders: readonly string[],
  now = new Date(),
): Promise<bigint> {
  const db = await getDb();
  const [row] = await db.select().from(scavDraws).where(eq(scavDraws.id, drawId)).limit(1);
  if (!row || row.domainSlug !== slug || row.expiresAt <= now) throw conflict(DRAW_EXPIRED);
  if (!holders.includes(row.browserKey)) throw conflict(DRAW_NOT_YOURS);
  if (row.priceLamports <= 0n) throw conflict(FREE_DRAW_BY_MESSAGE);
  return row.priceLamports;
}
