import { formatUtc } from '@/components/tickets/format';
import type { RefundIntent } from '@/lib/commerce/refunds/refunds';
import { lamportsToSolText } from '@/lib/rules/payments';

const STATE_LABELS: Record<string, string> = {
  built: 'Built, not sent yet',
  sent: 'Sent, awaiting finality',
  rejected: 'Rejected',
  expired: 'Never landed',
};

/**
 * The order's refunds not recorded (docs/operators.md "Refunds"): one under way (built or sent, awaiting finality) and
 * those rejected or expired, each with its reason. Recorded refunds are in the Refunds table.
 */
export function RefundIntents({ intents }: { intents: RefundIntent[] }) {
  const shown = intents.filter((intent) => intent.state !== 'confirmed');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="refund-intents-heading" className="mb-6">
      <h2 id="refund-intents-heading" className="mb-2 font-display text-lg text-neon-cyan">
        Refunds not recorded
      </h2>
      <ul className="grid gap-2 panel p-4 text-sm" data-testid="refund-intents">
        {shown.map((intent) => (
          <li key={intent.id}>
            <span className="font-mono">{STATE_LABELS[intent.state] ?? intent.state}</span>
            {` · ${lamportsToSolText(intent.lamports)} SOL to ${(intent.recipients as { address: string }[]).length} wallet(s) · ${formatUtc(intent.createdAt.toISOString())}`}
            {intent.signature ? (
              <span className="block break-all font-mono text-xs text-dim">{intent.signature}</span>
            ) : null}
            {intent.reason ? <span className="block text-neon-pink">{intent.reason}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
