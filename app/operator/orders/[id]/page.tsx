import type { Metadata } from 'next';
import Link from 'next/link';
import { cache, type ReactNode } from 'react';
import { ConsoleHeading } from '@/components/operator/console-heading';
import { ConsoleNotFound } from '@/components/operator/console-not-found';
import { FulfilForm } from '@/components/operator/order-actions';
import { RefundForm } from '@/components/operator/refund-form';
import { OrderDelivery } from '@/components/operator/order-delivery';
import { OrderPayments, OrderRefunds } from '@/components/operator/order-ledger';
import { OrderNotes } from '@/components/operator/order-notes';
import { RefundIntents } from '@/components/operator/refund-intents';
import { requireConsole } from '@/components/operator/require-console';
import { formatUtc } from '@/components/tickets/format';
import { readDelivery } from '@/lib/commerce/delivery/name-delivery';
import { readOrderNotes } from '@/lib/commerce/orders/order-notes';
import { orderStatusView } from '@/lib/commerce/orders/order-status';
import { intentsOf } from '@/lib/commerce/refunds/refunds';
import { readSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { answerStatus } from '@/lib/http/answer-status';
import { consoleAccess } from '@/lib/auth/operator-session';
import { explorerUrl, solanaRpcUrl } from '@/lib/integrations/solana-rpc';
import { explorerTransactionUrl } from '@/lib/rules/explorer';
import { ORDER_STATUS_LABELS } from '@/lib/rules/order-states';
import { lamportsToSolText, solanaChainId } from '@/lib/rules/payments';

type Props = { params: Promise<{ id: string }> };

/** One read per request, shared by the page and its title. */
const loadOrder = cache(readSaleOrder);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Only an operator learns whether an order exists from the title.
  const missing = (await consoleAccess()).state === 'operator' && !(await loadOrder((await params).id));
  return { title: missing ? 'Order Not Found' : 'Order' };
}

const sol = (lamports: string) => `${lamportsToSolText(BigInt(lamports))} SOL`;

/** One order: its state, buyer, payments with Explorer links, refunds, what is owed, and the fulfil and refund forms. */
export default async function ConsoleOrderPage({ params }: Props) {
  await requireConsole();
  const { id } = await params;
  const stored = await loadOrder(id);
  if (!stored) {
    answerStatus(404);
    return (
      <ConsoleNotFound
        title="Order Not Found"
        message="No order has this id. Find orders by name, buyer, signature or id in the list."
        backHref="/operator/orders"
        backLabel="Back to Orders"
      />
    );
  }
  const [order, delivery, notes, intents] = await Promise.all([
    orderStatusView(stored),
    readDelivery(id),
    readOrderNotes(stored.id),
    intentsOf(stored.id),
  ]);
  // A sale owes nothing yet is refundable whole, and a refund that landed is recordable whatever the order did
  // (docs/payments.md "Refunds"). Fully refunded, the form offers nothing but keeps the answer of the refund just made.
  const owes = order.owedLamports !== '0';
  const refundable =
    ['paid', 'delivering', 'refund_pending', 'fulfilled'].includes(order.status) || owes || order.refunds.length > 0;
  const fullyRefunded = order.status === 'refunded' && !owes;
  const cluster = order.cluster;
  const rpcUrl = solanaRpcUrl();
  const txUrl = (signature: string) => explorerTransactionUrl(signature, cluster, rpcUrl);
  const facts: [string, ReactNode][] = [
    ['Status', `${ORDER_STATUS_LABELS[order.status]} (${order.status})`],
    ['Price', sol(order.amountLamports)],
    ['Received', sol(order.receivedLamports)],
    ['Refunded', sol(order.refundedLamports)],
    [
      'Owed to the buyer',
      <strong key="owed" data-testid="order-owed">
        {sol(order.owedLamports)}
      </strong>,
    ],
    [
      'Buyer',
      order.buyer ? (
        <a key="buyer" href={explorerUrl(order.buyer)} className="break-all font-mono text-neon-cyan hover:underline">
          {order.buyer}
        </a>
      ) : (
        '—'
      ),
    ],
    ['Created', formatUtc(stored.createdAt.toISOString())],
    ['Expires', formatUtc(order.expiresAt)],
    ['Paid', order.paidAt ? formatUtc(order.paidAt) : '—'],
    ['SOL/USD at sale', stored.solUsdRate === null ? '—' : `${stored.solUsdRate} USD`],
    [
      'Reference',
      <span key="ref" className="break-all font-mono">
        {order.reference}
      </span>,
    ],
    [
      'Order id',
      <span key="id" className="break-all font-mono">
        {order.id}
      </span>,
    ],
  ];
  return (
    <>
      <p className="mb-2 font-mono text-sm">
        <Link href="/operator/orders" className="text-dim hover:text-neon-cyan">
          ← Orders
        </Link>
      </p>
      <ConsoleHeading title={`Order for ${order.domain}`}>
        {order.notice ?? 'Its payments as read from the chain, its refunds, and what the seller still owes.'}
      </ConsoleHeading>
      <dl className="mb-6 grid gap-x-6 gap-y-2 panel p-4 text-sm sm:grid-cols-[12rem_1fr]" data-testid="order-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-mono text-xs tracking-widest text-dim">{term.toUpperCase()}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <OrderPayments payments={order.payments} txUrl={txUrl} />
      <OrderRefunds refunds={order.refunds} txUrl={txUrl} />
      <RefundIntents intents={intents} />
      <OrderDelivery delivery={delivery} txUrl={txUrl} />
      <div className="grid gap-4 lg:grid-cols-2">
        {order.status === 'paid' || order.status === 'fulfilled' ? (
          <FulfilForm orderId={order.id} fulfilled={order.status === 'fulfilled'} />
        ) : null}
        {refundable ? (
          <RefundForm
            orderId={order.id}
            sold={(stored.status === 'refund_pending' ? stored.priorStatus : stored.status) === 'paid'}
            chain={solanaChainId(cluster)}
            closed={fullyRefunded}
          />
        ) : null}
      </div>
      <OrderNotes orderId={order.id} notes={notes} />
      {order.status !== 'paid' && order.status !== 'fulfilled' && !refundable ? (
        <p className="text-sm text-dim">Nothing to do on this order: it is not paid and nothing is owed on it.</p>
      ) : null}
    </>
  );
}
