import 'server-only';
import { env } from '../env';

export class OutboundTimeoutError extends Error {}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * fetch with a deadline; outside services never hang a request. The deadline covers the body too: a service
 * that sends its headers and then stalls is a timeout, so the answer comes back fully read.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit = {},
  timeoutMs: number = env().OUTBOUND_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, cache: 'no-store' });
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    if (controller.signal.aborted)
      throw new OutboundTimeoutError(`${new URL(url).host} did not answer in ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
