import 'server-only';
import { env } from '../env';
import { currentSettings } from '../settings';
import { MINT_COLLECTION_PATH, MINTING_FAILED, providerErrorField, type NftMetadata } from '../rules/checkout';
import { fetchWithTimeout, OutboundTimeoutError } from './fetch-with-timeout';

export type MintResult =
  | { ok: true; providerRef: string | null }
  | { ok: false; reason: 'rejected' | 'timeout' | 'unreachable'; error: string };

/** The client secret (MINT_CLIENT_SECRET, never stored) and the project id setting are both set. */
export function mintingConfigured(): boolean {
  return Boolean(env().MINT_CLIENT_SECRET && currentSettings().mintProjectId);
}

function providerRefOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, actionId } = body as { id?: unknown; actionId?: unknown };
  if (typeof id === 'string' && id) return id;
  return typeof actionId === 'string' && actionId ? actionId : null;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * Mints the domain's NFT at the provider: POST {MINT_API_URL}/collections/default/nfts with the client-secret
 * and project-id headers. Never throws for the provider's answers: a non-OK answer is its error field or
 * 'Minting failed'. Call only when mintingConfigured().
 */
export async function mintNft(recipient: string, metadata: NftMetadata): Promise<MintResult> {
  const { MINT_CLIENT_SECRET } = env();
  const { mintApiUrl, mintProjectId: MINT_PROJECT_ID } = currentSettings();
  if (!MINT_CLIENT_SECRET || !MINT_PROJECT_ID) throw new Error('mintNft called without minting configuration');
  const url = mintApiUrl.replace(/\/+$/, '') + MINT_COLLECTION_PATH;
  try {
    const response = await fetchWithTimeout(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-client-secret': MINT_CLIENT_SECRET,
        'x-project-id': MINT_PROJECT_ID,
      },
      body: JSON.stringify({ recipient, metadata }),
    });
    const body = await readBody(response);
    if (!response.ok) return { ok: false, reason: 'rejected', error: providerErrorField(body) ?? MINTING_FAILED };
    return { ok: true, providerRef: providerRefOf(body) };
  } catch (error) {
    if (error instanceof OutboundTimeoutError) {
      return { ok: false, reason: 'timeout', error: 'The minting provider did not answer in time' };
    }
    console.error('[mint] provider unreachable:', error instanceof Error ? error.message : error);
    return { ok: false, reason: 'unreachable', error: MINTING_FAILED };
  }
}
