/** POSTs JSON and answers the body, or the API's error message. */
export async function postJson<T>(
  url: string,
  body: unknown,
): Promise<{ ok: true; data: T } | { ok: false; message: string | null }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
    if (!response.ok || data === null) return { ok: false, message: data?.error?.message ?? null };
    return { ok: true, data };
  } catch {
    return { ok: false, message: null };
  }
}
