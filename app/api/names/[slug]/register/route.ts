import { z } from 'zod';
import { slugParamSchema } from '@/lib/api/params';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { NAME_REGISTRATIONS_LIMITED, nameRegistrationLimiter } from '@/lib/integrations/limits';
import { buildRegisterTransaction, registrableName, type RegisterOffer } from '@/lib/integrations/sns-register';
import {
  checkRegistration,
  submitSignedRegistration,
  type RegisterAnswer,
  type RegistrationCheck,
  type RegistrationSent,
} from '@/lib/integrations/sns-register-send';
import { clientIp } from '@/lib/rate-limit';

const paramsSchema = z.object({ slug: slugParamSchema });
const address = z.string().trim().min(32).max(44);
const bodySchema = z.union([
  z.object({ account: address }).strict(),
  z.object({ signedTransaction: z.string().min(1).max(4096) }).strict(),
  z.object({ confirm: address }).strict(),
]);

/**
 * Registering a free .sol name through SNS (docs/payments-reference.md "Registering a name"). `{ account }`: the unsigned
 * transaction for that wallet and the price; `{ signedTransaction }`: sends one the wallet signed without sending;
 * `{ confirm }`: whether the chain now shows that wallet holding the name.
 */
export const POST = handler<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  await nameRegistrationLimiter.hit(clientIp(request), NAME_REGISTRATIONS_LIMITED);
  const { slug } = parseWith(paramsSchema, await params);
  const body = await readJson(request, bodySchema, { maxBytes: 8 * 1024 });
  const name = registrableName(slug);
  if ('account' in body)
    return json<RegisterAnswer<RegisterOffer>>({ data: await buildRegisterTransaction(name, body.account) });
  if ('confirm' in body)
    return json<RegisterAnswer<RegistrationCheck>>({ data: await checkRegistration(name, body.confirm) });
  return json<RegisterAnswer<RegistrationSent>>(
    { data: { signature: await submitSignedRegistration(name, body.signedTransaction) } },
    { status: 202 },
  );
});
