import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';
import { GET as nonceRoute } from '@/app/api/auth/nonce/route';
import { POST as verifyRoute } from '@/app/api/auth/verify/route';
import { siwsMessageText, type SiwsFields } from '@/lib/auth/siws-message';
import type { SiwsInput } from '@/lib/auth/siws-input';

/** An ed25519 keypair standing in for a Solana wallet. */
export function testWallet() {
  const secretKey = ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secretKey);
  return {
    address: bs58.encode(publicKey),
    sign: (message: Uint8Array) => ed25519.sign(message, secretKey),
  };
}
export type TestWallet = ReturnType<typeof testWallet>;

let ipCounter = 0;
/** A fresh client IP per call so the per-IP sign-in limit does not interfere between tests. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

export async function fetchSignInInput(ip = freshIp()): Promise<SiwsInput> {
  const response = await nonceRoute(
    new Request('http://localhost:3000/api/auth/nonce', { headers: { 'x-forwarded-for': ip } }),
    undefined,
  );
  return ((await response.json()) as { input: SiwsInput }).input;
}

export function signedProof(wallet: TestWallet, fields: SiwsFields) {
  const text = siwsMessageText(fields);
  const signature = wallet.sign(new TextEncoder().encode(text));
  return { message: text, signature: Buffer.from(signature).toString('base64'), publicKey: wallet.address };
}

/** Signs in through the real routes (with the browser's other cookies, if any); returns the session's Cookie value. */
export async function signIn(wallet: TestWallet, cookie?: string): Promise<string> {
  const ip = freshIp();
  const input = await fetchSignInInput(ip);
  const response = await verifyRoute(
    postJson('http://localhost:3000/api/auth/verify', signedProof(wallet, { ...input, address: wallet.address }), {
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    }),
    undefined,
  );
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0];
}
