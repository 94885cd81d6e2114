import 'server-only';
import { crashPoint } from '../../crash-point';
import { randomUUID } from 'node:crypto';
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Transaction as DbTransaction } from '../../db';
import { refundIntents, saleOrders } from '../../db/schema';
import { AppError, badRequest, refundRefused } from '../../errors';
import { MEMO_PROGRAM_ID, rpcFailure } from '../../integrations/solana-chain';
import { chainConnection } from '../../integrations/solana-rpc';
import type { OrderStatus } from '../../rules/order-states';
import { lamportsToSolText } from '../../rules/payments';
import { partOfOwed, refundMemo, totalLamports, type RefundRecipient } from '../../rules/refunds';
import { enqueueEffects, type OrderEffect } from '../outbox/jobs';
import { requireSaleOrder, type SaleOrder } from '../orders/sale-orders';
import { transitionOrder } from '../orders/transitions';
import { closeIntent, openIntentsOf, owedOn, storedRecipients } from './refunds';
import { verifyRefundIntent } from './refund-verify';

const REFUND_NETWORK_DOWN =
  'The Solana network could not be reached. Nothing was sent or recorded; try again in a moment.';
const TRANSFER_IN_FLIGHT =
  'The custody wallet is transferring this name to the buyer right now. Nothing was recorded; try again in a minute.';
export const REFUND_PENDING =
  'A refund of this order is already under way: it is recorded once the chain finalizes it, or dropped if it never lands. Try again after.';
const NAME_TRANSFERRED = (id: string) =>
  `Order ${id} is fulfilled: the name was transferred, so it is not refunded whole from here. Record a refund already sent by its signature.`;
const nothingOwed = (order: SaleOrder) => `Order ${order.id} is ${order.status} and nothing is owed on it.`;

/** Orders whose whole refund moves them to refund_pending (holding the name's delivery). */
const WHOLE_REFUND_FROM: readonly OrderStatus[] = ['paid', 'paid_late', 'expired'];

/** Checks one refund's verification a little later, whatever becomes of the console. */
const verifyEffect = (intentId: string): OrderEffect => ({
  kind: 'refund.verify',
  payload: { intentId },
  dedupeKey: `refund.verify:${intentId}`,
  delayMs: 5_000,
});

/**
 * What a refund of `order` sends back and to whom: without `lamports` (whole) everything every payer paid, else that
 * part of what is owed. Refuses what cannot be refunded with a code the console acts on. `landed`: the refund was
 * already sent (a signature to record), so a fulfilled order's is recorded too (the name stays with the buyer).
 * `whole`: the order ends refunded; `moves`: it waits in refund_pending meanwhile.
 */
export async function planRefund(tx: DbTransaction, order: SaleOrder, lamports?: bigint, { landed = false } = {}) {
  const entire = lamports === undefined;
  if (entire && order.status === 'delivering') throw refundRefused('transfer_in_flight', TRANSFER_IN_FLIGHT);
  if (entire && order.status === 'fulfilled' && !landed) {
    throw refundRefused('name_transferred', NAME_TRANSFERRED(order.id));
  }
  if (['awaiting_payment', 'confirming'].includes(order.status))
    throw refundRefused('nothing_owed', nothingOwed(order));
  const whole = entire && order.status !== 'refunded';
  const moves = whole && WHOLE_REFUND_FROM.includes(order.status as OrderStatus);
  const owed = await owedOn(tx, order, { whole });
  const recipients = entire ? owed : partOfOwed(owed, lamports);
  if (recipients === null) {
    const total = totalLamports(owed);
    throw badRequest(`At most ${lamportsToSolText(total)} SOL (${total} lamports) is owed on this order.`, 'lamports');
  }
  if (totalLamports(recipients) <= 0n) throw refundRefused('nothing_owed', nothingOwed(order));
  return { recipients, whole, moves };
}

/**
 * Settles what can be settled of the order's open refunds (one that landed, was rejected or expired); refuses while one
 * is still under way.
 */
async function refuseWhileOpen(orderId: string, now: Date) {
  const db = await getDb();
  for (const intent of await openIntentsOf(db, orderId)) {
    const after = await verifyRefundIntent(intent.id, { now }).catch(() => intent);
    if (after && ['built', 'sent'].includes(after.state)) throw refundRefused('refund_pending', REFUND_PENDING);
  }
}

/** Records the intent (and for a whole refund moves the order to refund_pending) in one transaction. */
export async function insertIntent(
  tx: DbTransaction,
  order: SaleOrder,
  intent: { recipients: RefundRecipient[]; whole: boolean; moves: boolean; sender: string | null; now: Date } & Partial<
    typeof refundIntents.$inferInsert
  >,
) {
  const { recipients, whole, moves, sender, now, ...rest } = intent;
  const id = randomUUID();
  await tx.insert(refundIntents).values({
    id,
    orderId: order.id,
    whole,
    lamports: totalLamports(recipients),
    recipients: storedRecipients(recipients),
    sender,
    createdAt: now,
    updatedAt: now,
    ...rest,
  });
  const effects = rest.state && rest.state !== 'built' && rest.state !== 'sent' ? [] : [verifyEffect(id)];
  if (moves) {
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      from: [order.status as OrderStatus],
      to: 'refund_pending',
      effects,
      now,
    });
    if (!moved) throw refundRefused('refund_pending', REFUND_PENDING);
  } else {
    await enqueueEffects(tx, order.id, effects, now);
  }
  return id;
}

function toPublicKey(address: string): PublicKey {
  try {
    return new PublicKey(address);
  } catch {
    throw badRequest('account: not a Solana address', 'account');
  }
}

/** POST /api/operator/orders `refund-transaction`: the unsigned refund, its intent and whom it pays. */
export interface BuiltRefund {
  transaction: string;
  intent: string;
  lamports: string;
  recipients: { address: string; lamports: string }[];
}

/**
 * Builds a refund for the operator's wallet to sign, recording its intent first (docs/payments.md "Refunds"): the memo
 * `refund:{orderId}`, then one system transfer per payer from the operator's account, the first carrying the intent's
 * reference key (read-only, not a signer) so the worker finds the transaction even if the console never reports it.
 * A whole refund moves the order to refund_pending in the same transaction, which holds its name's delivery.
 */
export async function buildRefundTransaction(
  id: string,
  account: string,
  lamports?: bigint,
  now = new Date(),
): Promise<BuiltRefund> {
  const payer = toPublicKey(account);
  await requireSaleOrder(id);
  await refuseWhileOpen(id, now);
  let latest: { blockhash: string; lastValidBlockHeight: number };
  try {
    latest = await chainConnection().getLatestBlockhash('confirmed');
  } catch {
    throw new AppError('unavailable', REFUND_NETWORK_DOWN);
  }
  const reference = Keypair.generate().publicKey;
  const db = await getDb();
  const { intentId, recipients } = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(saleOrders).where(eq(saleOrders.id, id)).for('update');
    const open = await openIntentsOf(tx, id);
    if (open.length) throw refundRefused('refund_pending', REFUND_PENDING);
    const plan = await planRefund(tx, order, lamports);
    const intentId = await insertIntent(tx, order, {
      ...plan,
      sender: account,
      now,
      reference: reference.toBase58(),
      lastValidBlockHeight: latest.lastValidBlockHeight,
    });
    return { intentId, recipients: plan.recipients };
  });
  crashPoint('refund.intent');
  const transaction = new Transaction({ feePayer: payer, ...latest }).add(
    new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(refundMemo(id), 'utf8') }),
  );
  recipients.forEach(({ address, lamports: amount }, index) => {
    const transfer = SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(address), lamports: amount });
    if (index === 0) transfer.keys.push({ pubkey: reference, isSigner: false, isWritable: false });
    transaction.add(transfer);
  });
  return {
    transaction: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64'),
    intent: intentId,
    lamports: totalLamports(recipients).toString(),
    recipients: storedRecipients(recipients),
  };
}

/** POST /api/operator/orders `refund-send`: the signature of the refund the server sent. */
export interface SentRefund {
  signature: string;
  intent: string;
}

/**
 * Sends a refund the operator's wallet signed but did not send (wallets with signTransaction only). The transaction
 * must be this order's refund as built here (its memo and an open intent's reference); its signature is stored on the
 * intent BEFORE it is sent, so a lost answer or a closed tab loses nothing.
 */
export async function sendSignedRefund(id: string, base64: string, now = new Date()): Promise<SentRefund> {
  let transaction: Transaction;
  try {
    transaction = Transaction.from(Buffer.from(base64, 'base64'));
  } catch {
    throw badRequest('transaction: not a signed Solana transaction', 'transaction');
  }
  const memoed = transaction.instructions.some(
    (ix) => ix.programId.equals(MEMO_PROGRAM_ID) && ix.data.toString('utf8') === refundMemo(id),
  );
  if (!memoed || !transaction.signature) {
    throw badRequest('transaction: it is not a signed refund of this order', 'transaction');
  }
  const keys = transaction.instructions.flatMap((ix) => ix.keys.map((k) => k.pubkey.toBase58()));
  const signature = bs58.encode(transaction.signature);
  const db = await getDb();
  const [intent] = await db
    .update(refundIntents)
    .set({ signature, state: 'sent', updatedAt: now })
    .where(
      and(
        eq(refundIntents.orderId, id),
        eq(refundIntents.state, 'built'),
        inArray(refundIntents.reference, keys.length ? keys : ['']),
      ),
    )
    .returning({ id: refundIntents.id });
  if (!intent)
    throw badRequest('transaction: it is not a refund of this order built here, or was already sent', 'transaction');
  crashPoint('refund.signed');
  try {
    await chainConnection().sendRawTransaction(transaction.serialize());
    crashPoint('refund.sent');
    return { signature, intent: intent.id };
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/simulation failed|insufficient/i.test(message)) {
      const [refused] = await db.select().from(refundIntents).where(eq(refundIntents.id, intent.id));
      await db.transaction((tx) => closeIntent(tx, refused, 'rejected', `The network refused it: ${message}`, now));
      throw refundRefused('refund_rejected', `The network refused the refund: ${message}`);
    }
    const failure = rpcFailure(error);
    if (failure.kind !== 'unreachable') throw new AppError('unavailable', `The Solana network answered: ${message}`);
    throw new AppError('unavailable', REFUND_NETWORK_DOWN);
  }
}
