import { apiRequest } from '@/components/api/client';
import type { OrderView } from '@/lib/commerce/orders/sale-orders';

/** `code`: the API's error code (`sign_in_required`, `name_reserved`, …) for the caller to act on. */
export type OpenOrderAnswer = { ok: true; id: string } | { ok: false; message: string; code?: string | null };

const FAILED = 'The order could not be opened. Please try again.';

/**
 * Asks the server for a Solana Pay order for one name (at its listed price, or at a draw's price), less a voucher's
 * percent when a code is given (docs/product.md "Vouchers").
 */
export async function openOrder(slug: string, drawId?: string, voucher?: string): Promise<OpenOrderAnswer> {
  const code = voucher?.trim();
  const result = await apiRequest<Partial<OrderView>>('/api/orders', {
    method: 'POST',
    body: { slug, ...(drawId ? { drawId } : {}), ...(code ? { voucher: code } : {}) },
  });
  if (result.ok) return result.data.id ? { ok: true, id: result.data.id } : { ok: false, message: FAILED };
  if (result.status === null)
    return { ok: false, message: 'The order could not be opened. Check your connection and try again.' };
  return { ok: false, message: result.message ?? FAILED, code: result.code ?? null };
}
