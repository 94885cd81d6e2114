import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScans } from '../../db/schema';
import { SCAN_FAILING_AFTER } from '../../rules/system-status';

/**
 * Whether the payment watch of `seller` has failed to reach the Solana network several scans in a row: a new order
 * could not be seen paid, so none is opened until a scan reads the chain again (docs/payments-reference.md "Opening
 * an order").
 */
export async function networkUnreachable(seller: string): Promise<boolean> {
  const db = await getDb();
  const [state] = await db
    .select({ lastError: paymentScans.lastError, failures: paymentScans.failures })
    .from(paymentScans)
    .where(eq(paymentScans.seller, seller));
  return state?.lastError === 'unreachable' && state.failures >= SCAN_FAILING_AFTER;
}
