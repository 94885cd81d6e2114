import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { proofOf, signedProofSchema } from '@/lib/auth/signed-proof';
import { SALES_MODES } from '@/lib/rules/sales-mode';
import { readSettingsPage, type SettingsPage } from '@/lib/settings';
import { checkModeSwitch, switchMode, type ModeSwitchCheck } from '@/lib/settings/mode-switch';

const rpcUrl = z.url().max(500).nullable().optional();

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('check'), to: z.enum(SALES_MODES), rpcUrl }).strict(),
  signedProofSchema.extend({ action: z.literal('switch'), to: z.enum(SALES_MODES), rpcUrl }).strict(),
]);

/**
 * Going live, or back to test (docs/operators.md "Going live"): `check` reads the seller on the target network and
 * returns the statement to sign; `switch` carries the signed statement and switches (refused without it).
 */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 8 * 1024 });
  if (body.action === 'check') return json<ModeSwitchCheck>(await checkModeSwitch(body.to, { rpcUrl: body.rpcUrl }));
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  await switchMode(actor, body.to, proofOf(body), { rpcUrl: body.rpcUrl });
  return json<SettingsPage>(await readSettingsPage());
});
