import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordOperatorAction } from '../auth/audit-log';
import type { OperatorActor } from '../auth/operator-session';
import { idempotencyKeyReused } from '../errors';
import { DAY_PASS_INSUFFICIENT } from '../rules/day-pass';
import { applyTicketChange, balanceAfter, runOnce } from './ledger';
import { OPERATOR_GRANT_TARGET, type GrantResult } from './operations';

export interface OperatorGrant {
  wallet: string;
  /** > 0 grants, < 0 revokes. */
  amount: number;
  reason: string;
  /** The same key twice is one grant: a second submit of the console's form, or a script's retry. */
  idempotencyKey?: string;
}

/** POST /api/operator/tickets/grant: the wallet and the grant's ledger entry, balance and whether it was a replay. */
export interface OperatorGrantAnswer extends GrantResult {
  wallet: string;
}

/**
 * An operator's grant or revocation (docs/operators.md "Tickets"): the ledger entry, the balance and the audit entry
 * in one transaction. A repeated key answers the first grant and writes nothing; the same key with another amount
 * or reason is refused (422). A revocation never takes a balance below zero (409).
 */
export async function operatorGrant(actor: OperatorActor, grant: OperatorGrant): Promise<GrantResult> {
  const { wallet, amount, reason } = grant;
  const key = `grant:${grant.idempotencyKey ?? randomUUID()}`;
  return runOnce<GrantResult>(
    wallet,
    key,
    async (tx) => {
      const applied = await applyTicketChange(
        tx,
        wallet,
        {
          action: amount > 0 ? 'Earn' : 'Spend',
          amount,
          accessTarget: OPERATOR_GRANT_TARGET,
          notes: reason,
          idempotencyKey: key,
        },
        DAY_PASS_INSUFFICIENT,
      );
      await recordOperatorAction(
        {
          actor,
          action: amount > 0 ? 'tickets.grant' : 'tickets.revoke',
          target: wallet,
          before: { balance: applied.balance - amount },
          after: { balance: applied.balance, amount, reason, entryId: applied.entryId },
        },
        tx,
      );
      return { entryId: applied.entryId, balance: applied.balance, replayed: false };
    },
    async (entry) => {
      if (entry.amount !== amount || entry.notes !== reason) throw idempotencyKeyReused();
      return { entryId: entry.id, balance: await balanceAfter(wallet, entry.id), replayed: true };
    },
  );
}
