import bs58 from 'bs58';
import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { createSessionToken, readCookie, sessionCookie, verifySignIn, walletAddressSchema } from '@/lib/auth';
import { SIGN_IN_RATE_LIMITED, verifyLimiter } from '@/lib/auth/limits';
import type { SignedIn } from '@/lib/auth/sign-in';
import { badRequest } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';
import { clearedReferralCookie, REFERRAL_COOKIE } from '@/lib/tickets/referrals';

const bodySchema = z
  .object({
    /** The exact signed text, or its bytes in base64 (encoding: 'base64'). */
    message: z.string().min(1).max(4096),
    encoding: z.enum(['utf8', 'base64']).default('utf8'),
    /** 64-byte ed25519 signature, base64 (padded) or base58. */
    signature: z.string().min(64).max(200),
    publicKey: walletAddressSchema,
  })
  .strict();

function decodeSignature(value: string): Uint8Array {
  const bytes = /[+/=]/.test(value) ? Buffer.from(value, 'base64') : safeBase58(value);
  if (!bytes || bytes.length !== 64) throw badRequest('signature: expected 64 bytes in base64 or base58', 'signature');
  return new Uint8Array(bytes);
}

function safeBase58(value: string): Uint8Array | null {
  try {
    return bs58.decode(value);
  } catch {
    return null;
  }
}

/** Verifies a signed SIWS message and starts a session bound to the wallet (and uses up a referral cookie). */
export const POST = handler(async (request) => {
  await verifyLimiter.hit(clientIp(request), SIGN_IN_RATE_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 8 * 1024 });
  const message =
    body.encoding === 'base64'
      ? new Uint8Array(Buffer.from(body.message, 'base64'))
      : new TextEncoder().encode(body.message);
  const referrer = readCookie(request.headers.get('cookie'), REFERRAL_COOKIE);
  const wallet = await verifySignIn(
    { message, signature: decodeSignature(body.signature), publicKey: body.publicKey },
    new Date(),
    { referrer },
  );
  const headers = new Headers({ 'set-cookie': sessionCookie(await createSessionToken(wallet)) });
  if (referrer !== undefined) headers.append('set-cookie', clearedReferralCookie());
  return json<SignedIn>({ wallet }, { headers });
});
