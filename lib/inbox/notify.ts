import 'server-only';
import type { Transaction } from '../db';
import { notifications } from '../db/schema';
import { OPERATOR_INBOX, type NotificationKind } from '../rules/inbox';
import { enqueueEffects } from '../commerce/outbox/jobs';
import { mailAddressOf } from './email-address';

/** Who a message is for: one wallet's inbox, or the operator inbox every operator shares. */
type Recipient = { wallet: string } | { operators: true };

export interface NewNotification {
  to: Recipient;
  kind: NotificationKind;
  /** The name it is about, 'copevendor.sol'. */
  name?: string | null;
  orderId?: string | null;
  offerId?: string | null;
  lamports?: number | bigint | null;
  detail?: Record<string, unknown>;
  /** Queued once per key (a second call with the same key adds nothing). */
  dedupeKey?: string;
  /** False: the inbox only, never e-mail (a failure of e-mail itself). */
  email?: boolean;
}

const inboxOf = (to: Recipient): string => ('wallet' in to ? to.wallet : OPERATOR_INBOX);

/**
 * Puts a message in an inbox, in the caller's transaction (docs/product.md "Inbox"): it exists if and only if the
 * change it tells of committed. When the inbox has a verified e-mail address, an `email.notify` outbox job is queued
 * with it: the outbox worker sends the mail, never the request. Returns the message's id, or null when its key was
 * already used.
 */
export async function queueNotification(tx: Transaction, message: NewNotification, now = new Date()) {
  const inbox = inboxOf(message.to);
  const [row] = await tx
    .insert(notifications)
    .values({
      inbox,
      kind: message.kind,
      name: message.name ?? null,
      orderId: message.orderId ?? null,
      offerId: message.offerId ?? null,
      lamports: message.lamports === null || message.lamports === undefined ? null : Number(message.lamports),
      detail: message.detail ?? {},
      dedupeKey: message.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return null;
  if (message.email !== false && (await mailAddressOf(tx, inbox)) !== null) {
    await enqueueEffects(
      tx,
      null,
      [{ kind: 'email.notify', payload: { notificationId: row.id }, dedupeKey: `email.notify:${row.id}` }],
      now,
    );
  }
  return row.id;
}
