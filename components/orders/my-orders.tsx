import { IntentLink } from '@/components/navigation/intent-link';
import { ScrollTable, type Column } from '@/components/ui/table';
import type { WalletOrder } from '@/lib/commerce/orders/wallet-orders';
import { ORDER_STATUS_LABELS } from '@/lib/rules/order-states';

const shortSignature = (signature: string) => `${signature.slice(0, 8)}…${signature.slice(-8)}`;

const COLUMNS: Column[] = [
  'Name',
  'Amount',
  'Status',
  'Refund',
  'Transaction',
  { key: 'receipt', label: <span className="sr-only">Receipt</span> },
];

/** A signed-in wallet's orders: what, for how much, where it stands, the transaction on the Explorer, the receipt. */
export function MyOrders({ orders }: { orders: WalletOrder[] }) {
  if (orders.length === 0) {
    return (
      <p className="panel p-6 text-dim" data-testid="my-orders-empty">
        No payments from this wallet yet. An order shows here once a payment from this wallet is seen.{' '}
        <IntentLink href="/domains" className="text-neon-cyan underline">
          Browse the racks
        </IntentLink>
      </p>
    );
  }
  return (
    <ScrollTable
      className="w-full font-mono text-sm"
      testId="my-orders"
      caption="Orders paid from this wallet, newest first"
      headClassName="text-left text-xs uppercase tracking-widest text-dim"
      columnClassName="p-3"
      columns={COLUMNS}
    >
      {orders.map((order) => (
        <tr key={order.id} className="border-t border-edge" data-testid="my-order">
          <th scope="row" className="p-3 text-left font-normal text-ink">
            {order.name}
          </th>
          <td className="p-3 text-neon-green">
            {order.amount} SOL
            {order.paid ? <span className="block text-xs text-dim">sent {order.paid} SOL</span> : null}
          </td>
          <td className="p-3">{order.label}</td>
          <td className="p-3 text-dim" data-testid="my-order-refund">
            {order.owed
              ? `Refund due: ${order.owed} SOL`
              : order.status === 'refunded'
                ? ORDER_STATUS_LABELS.refunded
                : '—'}
          </td>
          <td className="p-3">
            {order.signature && order.explorerUrl ? (
              <a
                href={order.explorerUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-neon-cyan underline"
                title={order.signature}
              >
                {shortSignature(order.signature)}
                <span className="sr-only"> (opens the Solana Explorer)</span>
              </a>
            ) : (
              '—'
            )}
          </td>
          <td className="p-3">
            <IntentLink href={`/orders/${order.id}`} className="text-neon-cyan underline">
              Receipt<span className="sr-only"> for {order.name}</span>
            </IntentLink>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
