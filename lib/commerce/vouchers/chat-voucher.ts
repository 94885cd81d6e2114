import 'server-only';
import { getDb } from '../../db';
import { testSeed } from '../../test-hooks';
import { mulberry32, type Random } from '../../rules/random';
import { drawChatVoucherKind, VOUCHER_LIFETIME_MS, VOUCHER_RULES, type ChatVoucher } from '../../rules/vouchers';
import { cryptoRandom } from '../draws/scav-draw';
import { issueVoucher } from './vouchers';
import { DAY_MS } from '../../rules/time';

let seeded: { seed: number; random: Random } | undefined;

/** Crypto randomness; a seeded stream only when the CHAT_VOUCHER_SEED test hook is set. */
function chatSource(): Random {
  const seed = testSeed('CHAT_VOUCHER_SEED');
  if (seed === undefined) return cryptoRandom;
  if (seeded?.seed === seed) return seeded.random;
  console.warn('[chat] CHAT_VOUCHER_SEED is set: chat voucher draws are a predictable test stream');
  seeded = { seed, random: mulberry32(seed) };
  return seeded.random;
}

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
  random = chatSource(),
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
