import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { readSettingsPage, settingsChangeSchema, updateSettings, type SettingsPage } from '@/lib/settings';

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('read') }).strict(),
  z.object({ action: z.literal('update'), settings: settingsChangeSchema }).strict(),
]);

/** The mall's settings (docs/operators.md "Settings"): read, or save some (audited; one set by the environment: 409). */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 8 * 1024 });
  if (body.action === 'update') {
    await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
    await updateSettings(actor, body.settings);
  }
  return json<SettingsPage>(await readSettingsPage());
});
