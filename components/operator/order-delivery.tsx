import type { ReactNode } from 'react';
import { formatUtc } from '@/components/tickets/format';
import type { NameDelivery } from '@/lib/commerce/delivery/name-delivery';
import { DELIVERY_LABELS, type DeliveryState } from '@/lib/rules/delivery';

/** The custody delivery of the order's name (docs/payments.md "Delivery"): its state, attempts and last error. */
export function OrderDelivery({
  delivery,
  txUrl,
}: {
  delivery: NameDelivery | null;
  txUrl: (signature: string) => string;
}) {
  if (!delivery) return null;
  const state = delivery.state as DeliveryState;
  const open = state === 'pending' || state === 'sent';
  const facts: [string, ReactNode, string?][] = [
    ['State', `${DELIVERY_LABELS[state]} (${state})`, 'delivery-state'],
    ['Attempts', delivery.attempts],
  ];
  if (open) facts.push(['Next attempt', formatUtc(delivery.nextAttemptAt.toISOString())]);
  if (delivery.lastError) facts.push(['Last error', delivery.lastError, 'delivery-error']);
  if (delivery.signature) {
    facts.push([
      'Transfer',
      <a
        key="transfer"
        href={txUrl(delivery.signature)}
        target="_blank"
        rel="noreferrer"
        className="break-all font-mono text-xs text-neon-cyan hover:underline"
        aria-label={`Transfer ${delivery.signature.slice(0, 8)}… on the Solana Explorer (opens in a new tab)`}
      >
        {delivery.signature}
      </a>,
    ]);
  }
  return (
    <section aria-labelledby="delivery-heading" className="mb-6" data-testid="order-delivery">
      <h2 id="delivery-heading" className="mb-2 font-display text-lg text-neon-cyan">
        Delivery
      </h2>
      <dl className="grid gap-x-6 gap-y-2 panel p-4 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map(([term, value, testId]) => (
          <div key={term} className="contents">
            <dt className="font-mono text-xs tracking-widest text-dim">{term.toUpperCase()}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
