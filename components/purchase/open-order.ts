export type OpenOrderAnswer = { ok: true; id: string } | { ok: false; message: string };

const FAILED = 'The order could not be opened. Please try again.';

/** Asks the server for a Solana Pay order for one name (at its listed price, or at a Scav Rack draw's price). */
export async function openOrder(slug: string, drawId?: string): Promise<OpenOrderAnswer> {
  try {
    const response = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(drawId ? { slug, drawId } : { slug }),
    });
    const body = (await response.json().catch(() => null)) as { id?: string; error?: { message?: string } } | null;
    if (!response.ok || !body?.id) return { ok: false, message: body?.error?.message ?? FAILED };
    return { ok: true, id: body.id };
  } catch {
    return { ok: false, message: 'The order could not be opened. Check your connection and try again.' };
  }
}
