import 'server-only';
import { currentSettings } from '../settings';
import { fetchWithTimeout, OutboundTimeoutError } from './fetch-with-timeout';

export interface ReceiptPayload {
  domain: string;
  recipient: string;
  email: string;
  timestamp: string;
}

export function receiptConfigured(): boolean {
  return Boolean(currentSettings().receiptWebhookUrl);
}

/** Posts a receipt request to the automation webhook. True when it answered 2xx. */
export async function sendReceipt(payload: ReceiptPayload): Promise<{ ok: true } | { ok: false; error: string }> {
  const url = currentSettings().receiptWebhookUrl;
  if (!url) throw new Error('sendReceipt called without a receipt webhook');
  try {
    const response = await fetchWithTimeout(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    await response.body?.cancel().catch(() => {});
    if (!response.ok) return { ok: false, error: `The receipt service answered ${response.status}` };
    return { ok: true };
  } catch (error) {
    if (error instanceof OutboundTimeoutError)
      return { ok: false, error: 'The receipt service did not answer in time' };
    console.error('[receipt] webhook unreachable:', error instanceof Error ? error.message : error);
    return { ok: false, error: 'The receipt service could not be reached' };
  }
}
