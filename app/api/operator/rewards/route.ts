import { handler, json, readJson } from '@/lib/api/handler';
import { requireOperator } from '@/lib/auth/operator';
import { countWelcomeClaims, readReferralTotals, setWelcomeGrantAmount, welcomeGrantAmount } from '@/lib/tickets';
import { operatorRewardsSchema } from '@/lib/tickets/reward-schemas';

/** Operator: the earning channels' settings and counts; set the welcome grant. */
export const POST = handler(async (request) => {
  requireOperator(request);
  const body = await readJson(request, operatorRewardsSchema, { maxBytes: 1024 });
  if (body.action === 'set-welcome') await setWelcomeGrantAmount(body.amount);
  const [welcomeGrant, welcome, referrals] = await Promise.all([
    welcomeGrantAmount(),
    countWelcomeClaims(),
    readReferralTotals(),
  ]);
  return json({
    welcomeGrant,
    welcomeClaims: welcome.claims,
    welcomeTicketsGranted: welcome.ticketsGranted,
    referrals,
  });
});
