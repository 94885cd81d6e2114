import 'server-only';
import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '../db';
import { authNonces } from '../db/schema';
import { AppError } from '../errors';
import { bindReferral } from '../tickets/referrals';
import { ensureWallet } from '../tickets/registry';
import { newSiwsInput, NONCE_TTL_MS, type SiwsInput } from './siws-input';
import { parseSiwsMessage, SiwsParseError, type SiwsFields } from './siws-message';
import { DAY_MS } from '../rules/time';

/** Why a sign-in was refused (each a 401). */
const SIGN_IN_REJECTIONS = {
  malformed: 'The sign-in message is not a valid Sign In With Solana message.',
  unknownNonce: 'This sign-in request is unknown. Start again.',
  replayed: 'This sign-in request was already used. Start again.',
  expired: 'This sign-in request has expired. Start again.',
  notYetValid: 'This sign-in message is not valid yet.',
  wrongDomain: 'The message was signed for another site.',
  mismatch: 'The signed message differs from the sign-in request.',
  addressMismatch: 'The address in the message is not the key that signed it.',
  badSignature: 'The signature does not match the message and key.',
} as const;

const reject = (reason: keyof typeof SIGN_IN_REJECTIONS) => new AppError('unauthorized', SIGN_IN_REJECTIONS[reason]);

/** GET /api/auth/nonce: the SIWS input for the wallet to sign. */
export interface SignInRequest {
  input: SiwsInput;
}

/** POST /api/auth/verify: the wallet the new session is bound to. */
export interface SignedIn {
  wallet: string;
}

/** Issues and stores a single-use nonce with its SIWS input (expires in 10 minutes), signing in or `statement`. */
export async function issueSignInRequest(now = new Date(), statement?: string): Promise<SiwsInput> {
  const input = newSiwsInput(now, undefined, statement);
  const db = await getDb();
  await db.insert(authNonces).values({
    nonce: input.nonce,
    input: { ...input },
    issuedAt: now,
    expiresAt: new Date(now.getTime() + NONCE_TTL_MS),
  });
  // Housekeeping: forget requests that expired a day ago.
  await db.delete(authNonces).where(lt(authNonces.expiresAt, new Date(now.getTime() - DAY_MS)));
  return input;
}

export interface SignInProof {
  /** The exact bytes the wallet signed. */
  message: Uint8Array;
  signature: Uint8Array;
  publicKey: string;
}

const COMPARED_FIELDS = ['uri', 'statement', 'version', 'chainId', 'issuedAt', 'expirationTime'] as const;

/**
 * Checks a signed SIWS message against what was issued for its nonce, the signing key and the clock, then
 * consumes the nonce atomically. Returns the proven wallet address (its registry row is created if new; a new
 * wallet that arrived through a referral link is bound to its `referrer`, docs/tickets.md).
 */
export async function verifySignIn(
  proof: SignInProof,
  now = new Date(),
  { referrer }: { referrer?: string } = {},
): Promise<string> {
  let fields: SiwsFields;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(proof.message);
    fields = parseSiwsMessage(text);
  } catch (error) {
    if (error instanceof SiwsParseError || error instanceof TypeError) throw reject('malformed');
    throw error;
  }
  if (!fields.nonce) throw reject('unknownNonce');

  const db = await getDb();
  const [issued] = await db.select().from(authNonces).where(eq(authNonces.nonce, fields.nonce)).limit(1);
  if (!issued) throw reject('unknownNonce');
  if (issued.consumedAt) throw reject('replayed');
  const input = issued.input as unknown as SiwsInput;
  if (fields.domain !== input.domain) throw reject('wrongDomain');
  if (COMPARED_FIELDS.some((key) => fields[key] !== input[key]) || fields.requestId || fields.resources) {
    throw reject('mismatch');
  }
  if (fields.address !== proof.publicKey) throw reject('addressMismatch');
  if (!verifyEd25519(proof)) throw reject('badSignature');
  if (fields.notBefore && !(Date.parse(fields.notBefore) <= now.getTime())) throw reject('notYetValid');
  if (now.getTime() >= issued.expiresAt.getTime() || now.getTime() >= Date.parse(input.expirationTime)) {
    throw reject('expired');
  }

  const consumed = await db
    .update(authNonces)
    .set({ consumedAt: now })
    .where(and(eq(authNonces.nonce, fields.nonce), isNull(authNonces.consumedAt), gt(authNonces.expiresAt, now)))
    .returning({ nonce: authNonces.nonce });
  if (consumed.length !== 1) throw reject('replayed');

  const isNew = await ensureWallet(fields.address);
  if (isNew && referrer) await bindReferral(db, fields.address, referrer);
  return fields.address;
}

/**
 * A signed statement (a mode switch, docs/operators.md "Going live"): checked as a sign-in, and its statement must be
 * exactly `statement`. Returns the wallet that signed it; it opens no session.
 */
export async function verifySignedStatement(proof: SignInProof, statement: string, now = new Date()): Promise<string> {
  let fields: SiwsFields;
  try {
    fields = parseSiwsMessage(new TextDecoder('utf-8', { fatal: true }).decode(proof.message));
  } catch {
    throw reject('malformed');
  }
  if (fields.statement !== statement) throw reject('mismatch');
  return verifySignIn(proof, now);
}

function verifyEd25519({ message, signature, publicKey }: SignInProof): boolean {
  try {
    const key = bs58.decode(publicKey);
    if (key.length !== 32 || signature.length !== 64) return false;
    return ed25519.verify(signature, message, key, { zip215: false });
  } catch {
    return false;
  }
}
