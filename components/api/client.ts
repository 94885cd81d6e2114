/**
 * The browser's one door to the mall's own API (docs/architecture.md "The browser and the API"): JSON in and out, and on a
 * failure the API's own message (`{ error: { message } }`), or none, for the caller to word.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** `status` null: the request never got an answer (offline, DNS, a dropped connection). */
  | { ok: false; status: number | null; message: string | null; code?: string | null };

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Most reads are live state (a session, a balance, an order): never from the browser's cache unless asked. */
  cache?: RequestCache;
}

const CONNECTION_FAILED = 'Could not reach the mall. Check your connection and try again.';

/** The failure as a visitor reads it: the API's message, else what the caller says for that case. */
export function failureMessage(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  fallback = (status: number) => `The server answered ${status}. Please try again.`,
): string {
  return result.message ?? (result.status === null ? CONNECTION_FAILED : fallback(result.status));
}

/** One call. An aborted call throws (the caller asked for it); every other failure is a result. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, headers, signal, cache = 'no-store' }: ApiOptions = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      cache,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: null, message: null };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok && payload !== null) return { ok: true, status: response.status, data: payload as T };
  return { ok: false, status: response.status, message: visitorMessage(payload), code: errorCode(payload) };
}

/** The API's machine-readable error code (`{ error: { code } }`), for a client that acts on the kind of failure. */
function errorCode(payload: unknown): string | null {
  const code = (payload as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * The API's message as a visitor reads it: a 400 names the field it is about (`description: Too long.`) for API
 * clients, while a form already shows it by that field, so the field's name is dropped.
 */
function visitorMessage(payload: unknown): string | null {
  const error = (payload as { error?: { message?: unknown; path?: unknown } } | null)?.error;
  if (typeof error?.message !== 'string') return null;
  const prefix = typeof error.path === 'string' ? `${error.path}: ` : null;
  return prefix && error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}
