import { formatUtc } from '@/components/tickets/format';
import { ScrollTable } from '@/components/ui/table';
import type { OrderStatusView } from '@/lib/commerce/orders/order-status';
import { lamportsToSolText } from '@/lib/rules/payments';

const sol = (lamports: string) => lamportsToSolText(BigInt(lamports));
const box = 'mb-6 overflow-x-auto panel';

function SignatureLink({ signature, href }: { signature: string; href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="break-all font-mono text-neon-cyan hover:underline"
      aria-label={`Transaction ${signature.slice(0, 8)}… on the Solana Explorer (opens in a new tab)`}
    >
      {signature}
    </a>
  );
}

/** Every transfer that reached the seller with this order's reference, and what it counted as. */
export function OrderPayments({
  payments,
  txUrl,
}: {
  payments: OrderStatusView['payments'];
  txUrl: (signature: string) => string;
}) {
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="mb-2 font-display text-lg text-neon-cyan">
        Payments
      </h2>
      <ScrollTable
        label="Payments"
        boxClassName={box}
        className="w-full min-w-[48rem] text-left text-sm"
        testId="order-payments"
        columns={['WHEN', 'SOL', 'OUTCOME', 'FROM', 'SIGNATURE']}
        empty={payments.length === 0 ? 'No payment has reached the seller for this order.' : null}
      >
        {payments.map((p) => (
          <tr key={p.signature} className="border-t border-edge align-top">
            <td className="whitespace-nowrap px-3 py-2">{formatUtc(p.blockTime)}</td>
            <td className="px-3 py-2">{sol(p.lamports)}</td>
            <td className="px-3 py-2 font-mono">
              {p.outcome}
              {p.reason ? <span className="block font-sans text-xs text-dim">{p.reason}</span> : null}
            </td>
            <td className="break-all px-3 py-2 font-mono text-xs">{p.from}</td>
            <td className="max-w-xs px-3 py-2 text-xs">
              <SignatureLink signature={p.signature} href={txUrl(p.signature)} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}

/** The refunds recorded for this order, with the tickets each one took back. */
export function OrderRefunds({
  refunds,
  txUrl,
}: {
  refunds: OrderStatusView['refunds'];
  txUrl: (signature: string) => string;
}) {
  return (
    <section aria-labelledby="refunds-heading">
      <h2 id="refunds-heading" className="mb-2 font-display text-lg text-neon-cyan">
        Refunds
      </h2>
      <ScrollTable
        label="Refunds"
        boxClassName={box}
        boxTestId="order-refunds"
        className="w-full min-w-[40rem] text-left text-sm"
        columns={['WHEN', 'SOL', 'TICKETS REVERSED', 'SHORTFALL', 'SIGNATURE']}
        empty={refunds.length === 0 ? 'No refund recorded.' : null}
      >
        {refunds.map((r) => (
          <tr key={r.signature} className="border-t border-edge align-top">
            <td className="whitespace-nowrap px-3 py-2">{formatUtc(r.at)}</td>
            <td className="px-3 py-2">{sol(r.lamports)}</td>
            <td className="px-3 py-2">{r.ticketsReversed}</td>
            <td className="px-3 py-2">{r.ticketsShortfall}</td>
            <td className="max-w-xs px-3 py-2 text-xs">
              <SignatureLink signature={r.signature} href={txUrl(r.signature)} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
