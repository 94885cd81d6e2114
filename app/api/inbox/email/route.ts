import { z } from 'zod';
import { handler, json, readJson, readNoBody } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import { readEmailSettings, removeEmail, setEmail, type EmailSettings } from '@/lib/inbox/email-address';
import { inboxWriteLimiter } from '@/lib/inbox/inbox';
import { signInRequired } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';
import { EMAIL_MAX_LENGTH, INBOX_SIGN_IN_REQUIRED } from '@/lib/rules/inbox';

const bodySchema = z.strictObject({ email: z.string().max(EMAIL_MAX_LENGTH) });

export const dynamic = 'force-dynamic';

async function wallet(request: Request): Promise<string> {
  const signedIn = await sessionWallet(request);
  if (!signedIn) throw signInRequired(INBOX_SIGN_IN_REQUIRED);
  return signedIn;
}

/** The signed-in wallet's e-mail setting, its address masked; nobody else's is ever answered. */
export const GET = handler(async (request) => json<EmailSettings>(await readEmailSettings(await wallet(request))));

/** Sets the wallet's address; the outbox mails it a verification link (docs/product.md "E-mail"). */
export const PUT = handler(async (request) => {
  await inboxWriteLimiter.hit(clientIp(request));
  const signedIn = await wallet(request);
  const { email } = await readJson(request, bodySchema);
  return json<EmailSettings>(await setEmail(signedIn, email));
});

/** Forgets the wallet's address: no more e-mail. */
export const DELETE = handler(async (request) => {
  await inboxWriteLimiter.hit(clientIp(request));
  const signedIn = await wallet(request);
  await readNoBody(request);
  return json<EmailSettings>(await removeEmail(signedIn));
});
