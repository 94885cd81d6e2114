import 'server-only';
import { randomUUID } from 'node:crypto';
import { AppError, idempotencyKeyReused } from '../errors';
import {
  DAY_PASS_INSUFFICIENT,
  DAY_PASS_LOG_ENTRY,
  DAY_PASS_SUCCESS,
  DAY_PASS_MS,
  DAY_PASS_UPDATE_FAILED,
} from '../rules/day-pass';
import { applyTicketChange, balanceAfter, runOnce, type TicketChange } from './ledger';
import { readWalletRegistry } from './registry';

export const OPERATOR_GRANT_TARGET = 'Operator Grant';

export interface GrantResult {
  entryId: number;
  balance: number;
  /** True when the idempotency key had been used: this is the first grant's answer. */
  replayed: boolean;
}

/** Operator: credits (or, negative, debits) tickets with a reason. */
export async function grantTickets(
  wallet: string,
  amount: number,
  reason: string,
  idempotencyKey = `grant:${randomUUID()}`,
): Promise<GrantResult> {
  const change: TicketChange = {
    action: amount > 0 ? 'Earn' : 'Spend',
    amount,
    accessTarget: OPERATOR_GRANT_TARGET,
    notes: reason,
    idempotencyKey,
  };
  return runOnce<GrantResult>(
    wallet,
    idempotencyKey,
    async (tx) => {
      const applied = await applyTicketChange(tx, wallet, change, DAY_PASS_INSUFFICIENT);
      return { entryId: applied.entryId, balance: applied.balance, replayed: false };
    },
    async (entry) => {
      if (entry.amount !== amount || entry.notes !== reason) throw idempotencyKeyReused();
      return { entryId: entry.id, balance: await balanceAfter(wallet, entry.id), replayed: true };
    },
    { inTransaction: false },
  );
}

export interface DayPassResult {
  message: typeof DAY_PASS_SUCCESS;
  newBalance: number;
  retailpassExpiry: string;
  replayed: boolean;
}

/**
 * Claim day pass (docs/product.md §4, §7): 1 RT buys 24 hours of mall access, logged as 'Spend' -1 'Day Pass'.
 * A pass claimed while one is still running extends it by 24 hours from its current expiry, so a ticket always
 * buys a full day; otherwise it runs 24 hours from now.
 */
export async function claimDayPass(
  wallet: string,
  { now = new Date(), idempotencyKey = randomUUID() }: { now?: Date; idempotencyKey?: string } = {},
): Promise<DayPassResult> {
  const key = `day-pass:${idempotencyKey}`;
  return runOnce<DayPassResult>(
    wallet,
    key,
    async (db) => {
      const applied = await applyTicketChange(
        db,
        wallet,
        { ...DAY_PASS_LOG_ENTRY, idempotencyKey: key },
        DAY_PASS_INSUFFICIENT,
        { from: now, ms: DAY_PASS_MS },
      );
      if (!applied.retailpassExpiry) throw new AppError('internal', DAY_PASS_UPDATE_FAILED);
      return {
        message: DAY_PASS_SUCCESS,
        newBalance: applied.balance,
        retailpassExpiry: applied.retailpassExpiry.toISOString(),
        replayed: false,
      };
    },
    async (entry) => {
      const registry = await readWalletRegistry(wallet);
      return {
        message: DAY_PASS_SUCCESS,
        newBalance: await balanceAfter(wallet, entry.id),
        retailpassExpiry: registry.retailpass_expiry ?? entry.createdAt,
        replayed: true,
      };
    },
  );
}
