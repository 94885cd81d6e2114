import { handler, json, readJson } from '@/lib/api/handler';
import { recordOperatorAction } from '@/lib/auth/audit-log';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { countWelcomeClaims, readReferralTotals, setWelcomeGrantAmount, welcomeGrantAmount } from '@/lib/tickets';
import type { RewardSettings } from '@/lib/tickets/reward-channels';
import { operatorRewardsSchema } from '@/lib/tickets/reward-schemas';

/** Operator: the earning channels' settings and counts; set the welcome grant (audited). */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, operatorRewardsSchema, { maxBytes: 1024 });
  if (body.action === 'set-welcome') {
    await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
    const before = await welcomeGrantAmount();
    await setWelcomeGrantAmount(body.amount);
    await recordOperatorAction({
      actor,
      action: 'rewards.set-welcome',
      target: 'welcome-grant',
      before: { amount: before },
      after: { amount: body.amount },
    });
  }
  const [welcomeGrant, welcome, referrals] = await Promise.all([
    welcomeGrantAmount(),
    countWelcomeClaims(),
    readReferralTotals(),
  ]);
  return json<RewardSettings>({
    welcomeGrant,
    welcomeClaims: welcome.claims,
    welcomeTicketsGranted: welcome.ticketsGranted,
    referrals,
  });
});
