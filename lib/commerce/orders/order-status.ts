import 'server-only';
import {
  PAYMENT_CHECK_FAILED,
  PAYMENT_CHECK_GARBLED,
  PAYMENT_CHECK_RATE_LIMITED,
  PAYMENT_CHECK_RPC_ERROR,
  receivedNotice,
  lamportsToSolText,
} from '../../rules/payments';
import { paymentsOf, type SalePayment } from '../payments/payment-rows';
import { readScanState, type ScanState } from '../payments/scan-lease';
import { refundsOf } from '../refunds/refunds';
import { paymentSettings } from '../../integrations/solana-pay';
import { buyerStatusLabel, CONFIRMING_TEXT, deliveryStage, lateKind } from '../../rules/buyer-view';
import { explorerTransactionUrl, type SolanaCluster } from '../../rules/explorer';
import type { OrderStatus } from '../../rules/order-states';
import { readDelivery } from '../delivery/name-delivery';
import { orderView, type SaleOrder } from './sale-orders';

/** On the order's own network (a test order's links go to devnet even after the mall went live). */
const explorerLink = (signature: string, cluster: string) =>
  explorerTransactionUrl(signature, cluster as SolanaCluster, paymentSettings()?.rpcUrl);

const SCAN_NOTICES: Record<string, string> = {
  rate_limited: PAYMENT_CHECK_RATE_LIMITED,
  unreachable: PAYMENT_CHECK_FAILED,
  rpc_error: PAYMENT_CHECK_RPC_ERROR,
  garbled: PAYMENT_CHECK_GARBLED,
};

const REJECTED = new Set(['failed', 'wrong_recipient', 'wrong_memo', 'wrong_payer', 'paid_late', 'extra']);

/** What the buyer is told beside the status: money received so far, a payment that did not count, the RPC's state. */
function buyerNotice(order: SaleOrder, payments: SalePayment[], scan: ScanState | null): string | null {
  const counted = payments.filter((p) => p.outcome === 'underpaid').reduce((sum, p) => sum + p.lamports, 0n);
  const rejected = payments.filter((p) => REJECTED.has(p.outcome)).at(-1);
  const waiting = order.status === 'awaiting_payment';
  const parts: string[] = [];
  if (counted > 0n && (waiting || order.status === 'expired')) {
    parts.push(receivedNotice(counted, order.amountLamports, waiting));
  }
  if (rejected?.reason && (waiting || order.status === 'expired')) parts.push(rejected.reason);
  if (order.status === 'confirming') parts.push(CONFIRMING_TEXT);
  if (waiting && scan?.lastError) parts.push(SCAN_NOTICES[scan.lastError] ?? PAYMENT_CHECK_FAILED);
  return parts.length ? parts.join(' ') : null;
}

/** The order as GET /api/orders/{id} and its page show it: the stored view, its payments, refunds and notice. */
export async function orderStatusView(order: SaleOrder) {
  const [payments, refunds, scan, delivery] = await Promise.all([
    paymentsOf(order.id),
    refundsOf(order.id),
    readScanState(order.recipient),
    readDelivery(order.id),
  ]);
  const status = order.status as OrderStatus;
  const late = lateKind(payments, order.expiresAt);
  const stage = deliveryStage(status, delivery);
  const transferSignature = stage === 'transferred' ? (delivery?.signature ?? null) : null;
  const counted = payments
    .filter((p) => p.outcome === 'underpaid' || p.outcome === 'completed')
    .reduce((sum, p) => sum + p.lamports, 0n);
  const rejection = payments.filter((p) => REJECTED.has(p.outcome)).at(-1)?.reason ?? null;
  return {
    ...orderView(order),
    notice: buyerNotice(order, payments, scan) ?? order.lastError,
    /** The state as the buyer reads it. */
    statusLabel: buyerStatusLabel(status, late),
    /** Money that could not buy the name: paid in time (the name went to another buyer) or after expiry. */
    late,
    /** Where the name's transfer stands, with the transfer's transaction once it landed (custody delivery). */
    delivery: stage
      ? {
          stage,
          signature: transferSignature,
          explorerUrl: transferSignature ? explorerLink(transferSignature, order.cluster) : null,
        }
      : null,
    /** Lamports counted towards the price (payments made in time to the seller with the order's memo). */
    countedLamports: counted.toString(),
    received: lamportsToSolText(order.receivedLamports),
    rejection,
    payments: payments.map((p) => ({
      signature: p.signature,
      from: p.source,
      to: p.recipient,
      lamports: p.lamports.toString(),
      blockTime: p.blockTime.toISOString(),
      outcome: p.outcome,
      reason: p.reason,
    })),
    refunds: refunds.map((r) => ({
      signature: r.signature,
      explorerUrl: explorerLink(r.signature, order.cluster),
      lamports: r.lamports.toString(),
      ticketsReversed: r.ticketsReversed,
      ticketsShortfall: r.ticketsShortfall,
      at: r.createdAt.toISOString(),
    })),
    watch: scan ? { lastOkAt: scan.lastOkAt?.toISOString() ?? null, problem: scan.lastError } : null,
  };
}

export type OrderStatusView = Awaited<ReturnType<typeof orderStatusView>>;

/** POST /api/operator/orders `show` and `refund`: the order with its payments and refunds. */
export interface OperatorOrder {
  order: OrderStatusView;
}
