import 'server-only';
import type { Connection } from '@solana/web3.js';
import { fulfilTransferredOrders, type OwnerLookup } from './after-payment';
import { deliverDueNames } from '../delivery/name-delivery';
import { expireDueOrders } from './payment-expiry';
import { runPaymentScan } from './payment-scan';
import type { ScanResult } from './scan-lease';
import { readSaleOrder, type SaleOrder } from '../orders/sale-orders';
import { outboxHandlers } from '../outbox/handlers';
import { runOutbox } from '../outbox/worker';
import { paymentsEnabled } from '../../integrations/solana-pay';
import { expireDueOffers } from '../offers/offer-expiry';

export { PURCHASE_TICKET_TARGET } from '../outbox/handlers';

/**
 * An order as it stands now, for its status API and page: due expiry applied, and the shared scan offered (it runs
 * only if this interval's scan is not yet claimed by any process), so asking never costs an RPC call of its own.
 * While a scan runs, the outbox is left to it: its sweep carries the outbox out once the payments are settled.
 */
export async function currentOrder(
  order: SaleOrder,
  { now = new Date(), connection }: { now?: Date; connection?: Connection } = {},
): Promise<SaleOrder> {
  const scan = await runPaymentScan({ now, connection }).catch((error: unknown) => {
    console.warn(`[payments] scan failed: ${(error as Error).message}`);
    return null;
  });
  await expireDueOrders(now, order.id);
  if (!scan?.busy) {
    await runOutbox(outboxHandlers, { now }).catch((error) => console.warn(`[outbox] ${(error as Error).message}`));
  }
  return (await readSaleOrder(order.id)) ?? order;
}

/**
 * One pass of the background watch: the shared scan (when this process claims it), and, in the same claimed
 * interval, paid names now owned by their buyer on chain become fulfilled. With a custody wallet, every due
 * delivery this process claims is then attempted (each is claimed by one process: docs/payments.md "Delivery").
 * While another sweep's scan runs, this one stops there: the outbox and deliveries would only contend with its
 * settling of payments (on the embedded database, one connection serves them all), and that sweep does them next.
 */
export async function sweepPayments({
  now = new Date(),
  ownerOf,
  connection,
}: { now?: Date; ownerOf?: OwnerLookup; connection?: Connection } = {}): Promise<
  ScanResult & { fulfilled: number; delivered: number }
> {
  const scan = await runPaymentScan({ now, connection });
  if (scan.busy) return { ...scan, fulfilled: 0, delivered: 0 };
  await runOutbox(outboxHandlers, { now });
  const fulfilled = scan.scanned ? await fulfilTransferredOrders({ now, ownerOf }) : 0;
  const delivered = await deliverDueNames({ now, connection });
  return { ...scan, fulfilled, delivered };
}

/**
 * @internal Exported so tests drive a tick with their own clock. One tick of the background worker, in every process: what the clock decides happens whether or not anyone asks
 * (orders past their expiry free their names and lapse their accepted offers; offers past theirs expire, each
 * telling the inbox in its move's transaction). With a seller, the payment sweep follows; without one (lib/settings),
 * nothing can be bought and only the outbox runs, so the inboxes' e-mail still goes out.
 */
export async function runBackgroundTick({ now = new Date() }: { now?: Date } = {}): Promise<void> {
  await expireDueOrders(now);
  await expireDueOffers(now);
  if (paymentsEnabled()) await sweepPayments({ now });
  else await runOutbox(outboxHandlers, { now });
}

let sweeping: NodeJS.Timeout | undefined;

/** Starts the background worker in this process; every process offers each tick, one claims it (docs/payments.md). */
export function startPaymentSweep(intervalMs: number): void {
  if (sweeping) return;
  let running = false;
  sweeping = setInterval(() => {
    if (running) return;
    running = true;
    runBackgroundTick()
      .catch((error) => console.warn('[payments] sweep failed:', (error as Error).message))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  sweeping.unref();
}
