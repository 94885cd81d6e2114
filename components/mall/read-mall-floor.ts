import 'server-only';
import { readDomains } from '@/lib/catalog';
import { readMemberDraw, readMemberDrawPool } from '@/lib/commerce/draws/mall-draw';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { dayPassRemainingMs } from '@/lib/rules/access';
import { MALL_LIST_LIMIT } from '@/lib/rules/mall-floor';
import type { MallAccess as AccessCheck } from '@/lib/tickets';
import type { MallFloor } from './mall-interior';

/** Everything the members' floor shows, read on the server for one wallet that has access. */
export async function readMallFloor(wallet: string, check: AccessCheck, now = new Date()): Promise<MallFloor> {
  const [comingSoon, drawPool, draw] = await Promise.all([
    // Early access: the coming-soon names that have a price.
    readDomains({ status: 'coming-soon', minLamports: 1, limit: MALL_LIST_LIMIT }),
    readMemberDrawPool(),
    readMemberDraw(wallet, now),
  ]);
  const expiry = check.registry.retailpass_expiry;
  return {
    reason: check.reason!,
    tier: check.registry.tier,
    passExpiry: expiry ? new Date(expiry).toISOString() : null,
    passRemainingMs: dayPassRemainingMs(expiry, now),
    balance: check.registry.total_rts,
    earlyAccess: comingSoon.domains,
    drawPool,
    draw,
    paymentsEnabled: paymentsEnabled(),
  };
}
