import 'server-only';
import { getDb } from '../../db';
import type { Random } from '../../rules/random';
import { drawChatVoucherKind, VOUCHER_LIFETIME_MS, VOUCHER_RULES, type ChatVoucher } from '../../rules/vouchers';
import { drawSource } from '../draws/draw-source';
import { issueVoucher } from './vouchers';
import { DAY_MS } from '../../rules/time';

/** POST /api/chat/reward: a voucher code for this reply, or null. */
export interface ChatReward {
  voucher: ChatVoucher | null;
}

/**
 * The chat bot's reward draw for one message: 7% of the time a voucher is issued (to the signed-in wallet, or as a
 * bearer code to an anonymous visitor) and returned for the bot to hand out; otherwise null.
 */
export async function drawChatVoucher({
  wallet,
  random = drawSource('CHAT_VOUCHER_SEED'),
  now = new Date(),
}: {
  wallet: string | null;
  random?: Random;
  now?: Date;
}): Promise<ChatVoucher | null> {
  const kind = drawChatVoucherKind(random);
  if (kind === null) return null;
  const db = await getDb();
  const voucher = await db.transaction((tx) => issueVoucher(tx, { kind, wallet, source: 'chat', now }));
  const rule = VOUCHER_RULES[kind];
  return {
    code: voucher.code,
    percent: rule.percent,
    target: rule.target,
    where: rule.where,
    days: VOUCHER_LIFETIME_MS / DAY_MS,
  };
}
