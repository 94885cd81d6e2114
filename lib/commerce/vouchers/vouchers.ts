import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { getDb, isUniqueViolation, type Transaction } from '../../db';
import { vouchers } from '../../db/schema';
import { conflict, forbidden, notFound, unauthorized } from '../../errors';
import {
  discountedLamports,
  normalizeVoucherCode,
  VOUCHER_CODE_PATTERN,
  VOUCHER_MESSAGES,
  VOUCHER_RULES,
  voucherApplies,
  voucherExpiry,
  type VoucherKind,
} from '../../rules/vouchers';

export type Voucher = typeof vouchers.$inferSelect;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A code nobody can guess: the kind's prefix, then 80 random bits in base32 ('FLASH20-7K3M…'). */
function newVoucherCode(kind: VoucherKind): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${VOUCHER_RULES[kind].prefix}-${out}`;
}

/** Issues one voucher; a wheel win passes its spin id as `sourceRef`, so a replayed spin issues none twice. */
export async function issueVoucher(
  tx: Transaction,
  {
    kind,
    wallet,
    source,
    sourceRef = null,
    now = new Date(),
  }: { kind: VoucherKind; wallet: string | null; source: 'chat' | 'wheel'; sourceRef?: string | null; now?: Date },
): Promise<Voucher> {
  const [row] = await tx
    .insert(vouchers)
    .values({
      id: randomUUID(),
      code: newVoucherCode(kind),
      kind,
      percent: VOUCHER_RULES[kind].percent,
      source,
      sourceRef,
      issuedTo: wallet,
      issuedAt: now,
      expiresAt: voucherExpiry(now),
    })
    .returning();
  return row as Voucher;
}

/**
 * Redeems a code on an order being created (inside its transaction, the voucher row locked): checks it and returns
 * the discounted price to fix into the order, and `markUsed`, called once the order row exists, to mark it used.
 */
export async function redeemVoucher(
  tx: Transaction,
  {
    code,
    wallet,
    category,
    lamports,
    drawn,
    now,
  }: {
    code: string;
    wallet: string | null;
    category: string;
    lamports: bigint;
    /** The price is a draw's (Scav Rack or members'), not the catalogue's. */
    drawn: boolean;
    now: Date;
  },
): Promise<{ lamports: bigint; markUsed: (orderId: string) => Promise<void> }> {
  if (!wallet) throw unauthorized(VOUCHER_MESSAGES.signIn);
  const typed = normalizeVoucherCode(code);
  if (!VOUCHER_CODE_PATTERN.test(typed)) throw notFound(VOUCHER_MESSAGES.unknown);
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, typed)).limit(1).for('update');
  if (!voucher) throw notFound(VOUCHER_MESSAGES.unknown);
  if (voucher.redeemedBy) throw conflict(VOUCHER_MESSAGES.used);
  if (voucher.expiresAt <= now) throw conflict(VOUCHER_MESSAGES.expired);
  if (voucher.issuedTo && voucher.issuedTo !== wallet) throw forbidden(VOUCHER_MESSAGES.notYours);
  const kind = voucher.kind as VoucherKind;
  if (!voucherApplies(kind, category)) throw conflict(VOUCHER_MESSAGES.wrongWing(VOUCHER_RULES[kind]));
  if (drawn && kind !== 'scav-rack') throw conflict(VOUCHER_MESSAGES.notOnMembersDraw);
  const [sameKind] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.redeemedBy, wallet), eq(vouchers.kind, kind)))
    .limit(1);
  if (sameKind) throw conflict(VOUCHER_MESSAGES.usedKind);
  return {
    lamports: discountedLamports(lamports, voucher.percent),
    markUsed: async (orderId) => {
      try {
        await tx
          .update(vouchers)
          .set({ redeemedBy: wallet, redeemedAt: now, orderId })
          .where(and(eq(vouchers.id, voucher.id), isNull(vouchers.redeemedBy)));
      } catch (error) {
        // Two codes of one kind redeemed at once by one wallet: the unique index lets one through.
        if (isUniqueViolation(error)) throw conflict(VOUCHER_MESSAGES.usedKind);
        throw error;
      }
    },
  };
}

/**
 * The voucher of an order that expired unpaid is free again, but still remembers that order: a payment made in time
 * and seen late takes it back if nobody redeemed it meanwhile (retakeVoucher).
 */
export async function releaseVouchers(tx: Transaction, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(vouchers)
    .set({ redeemedBy: null, redeemedAt: null })
    .where(inArray(vouchers.orderId, [...orderIds]));
}

/**
 * An expired order completing after all: its voucher is taken back for it, if it is still free. False when another
 * order redeemed it meanwhile (the order is then settled at its list price).
 */
export async function retakeVoucher(tx: Transaction, order: { id: string; openedBy: string | null }): Promise<boolean> {
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.orderId, order.id)).limit(1).for('update');
  if (!voucher) return false;
  if (voucher.redeemedBy) return true;
  const wallet = order.openedBy ?? voucher.issuedTo;
  if (!wallet) return false;
  try {
    const taken = await tx
      .update(vouchers)
      .set({ redeemedBy: wallet, redeemedAt: new Date() })
      .where(and(eq(vouchers.id, voucher.id), isNull(vouchers.redeemedBy), eq(vouchers.orderId, order.id)))
      .returning({ id: vouchers.id });
    return taken.length > 0;
  } catch (error) {
    // The wallet redeemed another voucher of this kind meanwhile (one per wallet and kind).
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export interface VoucherView {
  code: string;
  kind: VoucherKind;
  percent: number;
  target: string;
  where: string;
  issuedAt: string;
  expiresAt: string;
  status: 'unused' | 'used' | 'expired';
  orderId: string | null;
}

export function voucherView(voucher: Voucher, now = new Date()): VoucherView {
  const rule = VOUCHER_RULES[voucher.kind as VoucherKind];
  return {
    code: voucher.code,
    kind: rule.kind,
    percent: voucher.percent,
    target: rule.target,
    where: rule.where,
    issuedAt: voucher.issuedAt.toISOString(),
    expiresAt: voucher.expiresAt.toISOString(),
    status: voucher.redeemedBy ? 'used' : voucher.expiresAt <= now ? 'expired' : 'unused',
    orderId: voucher.orderId,
  };
}

/** A wallet's vouchers, newest first: those issued to it and those it redeemed (a bearer code it typed in). */
export async function listWalletVouchers(wallet: string, limit = 50): Promise<Voucher[]> {
  const db = await getDb();
  return db
    .select()
    .from(vouchers)
    .where(or(eq(vouchers.issuedTo, wallet), eq(vouchers.redeemedBy, wallet)))
    .orderBy(desc(vouchers.issuedAt))
    .limit(limit);
}

/** The voucher a wheel spin won, if any. */
export async function voucherOfSpin(spinId: string): Promise<Voucher | null> {
  const db = await getDb();
  const [row] = await db.select().from(vouchers).where(eq(vouchers.sourceRef, spinId)).limit(1);
  return row ?? null;
}
