import 'server-only';
import { env } from '../env';

export class OutboundTimeoutError extends Error {}

/** fetch with a deadline; outside services never hang a request. */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit = {},
  timeoutMs: number = env().OUTBOUND_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal, cache: 'no-store' });
  } catch (error) {
    if (controller.signal.aborted) throw new OutboundTimeoutError(`${new URL(url).host} did not answer in ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
