import Link from 'next/link';
import { formatUtc } from '@/components/tickets/format';
import { ScrollTable } from '@/components/ui/table';
import type { SaleOrder } from '@/lib/commerce/orders/sale-orders';
import { lamportsToSolText, owedLamports } from '@/lib/rules/payments';
import { modeOfCluster } from '@/lib/rules/sales-mode';

const short = (text: string) => (text.length > 12 ? `${text.slice(0, 4)}…${text.slice(-4)}` : text);

/** A page of orders, each with its mode (test or live); the table scrolls inside its box on a phone. */
export function OrderTable({ orders }: { orders: SaleOrder[] }) {
  return (
    <ScrollTable
      label="Orders"
      className="w-full min-w-[48rem] text-left text-sm"
      testId="console-orders"
      columns={['CREATED', 'NAME', 'MODE', 'STATUS', 'PRICE (SOL)', 'BUYER', 'OWED (SOL)', 'ORDER']}
      empty={orders.length === 0 ? 'No orders match.' : null}
    >
      {orders.map((o) => {
        const owed = owedLamports(o);
        return (
          <tr key={o.id} className="border-t border-edge" data-order={o.id}>
            <td className="whitespace-nowrap px-3 py-2">{formatUtc(o.createdAt.toISOString())}</td>
            <td className="px-3 py-2">{o.domainName}</td>
            <td className="px-3 py-2 font-mono" title={o.cluster}>
              {modeOfCluster(o.cluster)}
            </td>
            <td className="px-3 py-2 font-mono">{o.status}</td>
            <td className="px-3 py-2">{lamportsToSolText(o.amountLamports)}</td>
            <td className="px-3 py-2 font-mono" title={o.buyer ?? undefined}>
              {o.buyer ? short(o.buyer) : '—'}
            </td>
            <td className={`px-3 py-2 ${owed > 0n ? 'text-neon-pink' : ''}`}>
              {owed > 0n ? lamportsToSolText(owed) : '—'}
            </td>
            <td className="px-3 py-2">
              <Link
                href={`/operator/orders/${o.id}`}
                className="font-mono text-neon-cyan hover:underline"
                aria-label={`Open the order for ${o.domainName} (${o.status})`}
              >
                {o.id.slice(0, 8)}
              </Link>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
