import 'server-only';
import { readDomains } from '@/lib/catalog';
import { readMemberDraw } from '@/lib/commerce/mall-draw';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { dayPassRemainingMs } from '@/lib/rules/access';
import { MALL_LIST_LIMIT } from '@/lib/rules/mall-floor';
import type { MallAccess as AccessCheck } from '@/lib/tickets';
import type { MallFloor } from './mall-interior';

/** Everything the members' floor shows, read on the server for one wallet that has access. */
export async function readMallFloor(wallet: string, check: AccessCheck, now = new Date()): Promise<MallFloor> {
  const [comingSoon, vault, draw] = await Promise.all([
    readDomains({ status: 'coming-soon', limit: MALL_LIST_LIMIT }),
    readDomains({ vaulted: true, available: true, status: 'available', limit: MALL_LIST_LIMIT }),
    readMemberDraw(wallet, now),
  ]);
  const expiry = check.registry.retailpass_expiry;
  return {
    reason: check.reason!,
    tier: check.registry.tier,
    passExpiry: expiry ? new Date(expiry).toISOString() : null,
    passRemainingMs: dayPassRemainingMs(expiry, now),
    balance: check.registry.total_rts,
    earlyAccess: comingSoon.domains.filter((d) => d.priceLamports !== null && d.priceLamports !== '0'),
    drawPool: vault.domains.filter((d) => d.priceLamports !== null && d.priceLamports !== '0'),
    draw,
    paymentsEnabled: paymentsEnabled(),
  };
}
