import 'server-only';
import { createHmac, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { sessionSecret } from '../auth/secrets';
import { getDb } from '../db';
import { spins } from '../db/schema';
import { AppError, conflict } from '../errors';
import { prizeFromHmac, spinOutcomeFromHmac, type WheelRarity } from '../rules/spin-wheel';
import { SPIN_NEEDS_TICKETS, SPIN_WHEEL_COST } from '../rules/tickets';
import { ensureActiveSeed, lockActiveSeed, spinHmac } from './fairness';
import { issueVoucher, voucherOfSpin } from '../commerce/vouchers/vouchers';
import { SCAV_VOUCHER_PRIZE_ID } from '../rules/spin-wheel';
import { applyTicketChange, balanceAfter, findTicketEntry, runOnce } from './ledger';

export const SPIN_WHEEL_TARGET = 'Spin Wheel';

export interface SpinResult {
  spinId: string;
  prize: { label: string; rarity: WheelRarity };
  ticketsWon: number;
  newBalance: number;
  seedId: number;
  replayed: boolean;
  /** The voucher code a Scav Rack voucher win issued to the wallet (redeemed on /scavrack). */
  voucherCode: string | null;
}

/** POST /api/spin-wheel: the spin as the wallet is told it (whether it was a replay stays on the server). */
export type SpinAnswer = Omit<SpinResult, 'replayed'>;

/**
 * A retried request (same Idempotency-Key) maps to the same spin id. The id is keyed with a server secret so a
 * client cannot choose it — and so cannot search for winning ids once a seed is revealed.
 */
function spinIdFor(wallet: string, idempotencyKey: string): string {
  const hex = createHmac('sha256', sessionSecret()).update(`spin:${wallet}:${idempotencyKey}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Spins the wheel for a wallet: 5 RT, a provably fair prize, ticket prizes credited in the same transaction. */
export async function spinWheel(
  wallet: string,
  { now = new Date(), idempotencyKey }: { now?: Date; idempotencyKey?: string } = {},
): Promise<SpinResult> {
  const spinId = idempotencyKey ? spinIdFor(wallet, idempotencyKey) : randomUUID();
  const costKey = `spin:${spinId}`;
  await ensureActiveSeed(now);
  return runOnce<SpinResult>(
    wallet,
    costKey,
    async (tx) => {
      const seed = await lockActiveSeed(tx);
      if (!seed) throw new AppError('unavailable', 'The spin wheel is warming up. Try again in a moment.');
      const cost = await applyTicketChange(
        tx,
        wallet,
        {
          action: 'Spend',
          amount: -SPIN_WHEEL_COST,
          accessTarget: SPIN_WHEEL_TARGET,
          notes: `Spin ${spinId}`,
          idempotencyKey: costKey,
        },
        SPIN_NEEDS_TICKETS,
      );
      const hmac = spinHmac(seed.seed, wallet, spinId);
      const prize = prizeFromHmac(hmac);
      let newBalance = cost.balance;
      if (prize.tickets > 0) {
        const won = await applyTicketChange(
          tx,
          wallet,
          {
            action: 'Earn',
            amount: prize.tickets,
            accessTarget: SPIN_WHEEL_TARGET,
            notes: `Wheel win: ${prize.label}`,
            idempotencyKey: `${costKey}:prize`,
          },
          SPIN_NEEDS_TICKETS,
        );
        newBalance = won.balance;
      }
      // A Scav Rack voucher win is a real code, issued with the spin (docs/product.md "Vouchers").
      const voucher =
        prize.id === SCAV_VOUCHER_PRIZE_ID
          ? await issueVoucher(tx, { kind: 'scav-rack', wallet, source: 'wheel', sourceRef: spinId, now })
          : null;
      await tx.insert(spins).values({
        id: spinId,
        walletAddress: wallet,
        seedId: seed.id,
        hmac,
        randomValue: spinOutcomeFromHmac(hmac),
        prizeLabel: prize.label,
        prizeRarity: prize.rarity,
        ticketsWon: prize.tickets,
        cost: SPIN_WHEEL_COST,
        createdAt: now,
      });
      return {
        spinId,
        prize: { label: prize.label, rarity: prize.rarity },
        ticketsWon: prize.tickets,
        newBalance,
        seedId: seed.id,
        replayed: false,
        voucherCode: voucher?.code ?? null,
      };
    },
    async (costEntry) => {
      const spin = await readSpin(spinId);
      if (!spin || spin.walletAddress !== wallet) throw conflict('This spin is already being processed.');
      const prizeEntry = await findTicketEntry(wallet, `${costKey}:prize`);
      return {
        spinId,
        prize: { label: spin.prizeLabel, rarity: spin.prizeRarity as WheelRarity },
        ticketsWon: spin.ticketsWon,
        newBalance: await balanceAfter(wallet, prizeEntry?.id ?? costEntry.id),
        seedId: spin.seedId,
        replayed: true,
        voucherCode: (await voucherOfSpin(spinId))?.code ?? null,
      };
    },
  );
}

export async function readSpin(spinId: string) {
  const db = await getDb();
  const [row] = await db.select().from(spins).where(eq(spins.id, spinId)).limit(1);
  return row ?? null;
}

export interface SpinRecord {
  spinId: string;
  prize: { label: string; rarity: string };
  ticketsWon: number;
  seedId: number;
  hmac: string;
  randomValue: number;
  createdAt: string;
}

/** The wallet's last spins, newest first (the "rewards" list on /retail-tickets). */
export async function readRecentSpins(wallet: string, limit = 10): Promise<SpinRecord[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(spins)
    .where(eq(spins.walletAddress, wallet))
    .orderBy(desc(spins.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    spinId: row.id,
    prize: { label: row.prizeLabel, rarity: row.prizeRarity },
    ticketsWon: row.ticketsWon,
    seedId: row.seedId,
    hmac: row.hmac,
    randomValue: row.randomValue,
    createdAt: row.createdAt.toISOString(),
  }));
}
