import { IntentLink } from '@/components/navigation/intent-link';
import type { SpinRecord, TicketEntry } from '@/lib/tickets';
import { formatUtc } from './format';

/**
 * "Claim rewards": ticket prizes and operator grants are credited automatically; non-ticket prizes
 * (stickers, raffle entries) are claimed by DM with the spin id; a Scav Rack voucher is a code (VoucherList).
 */
export function RewardsPanel({
  spins,
  credits,
  socialUrl,
}: {
  spins: SpinRecord[];
  credits: TicketEntry[];
  socialUrl: string;
}) {
  const prizes = spins.filter((spin) => spin.ticketsWon === 0);
  return (
    <section aria-labelledby="rewards-heading" className="panel p-4 sm:p-6">
      <h2 id="rewards-heading" className="font-display text-xl text-neon-cyan">
        Claim rewards
      </h2>
      <p className="mt-2 text-sm text-dim">
        Ticket wins and operator credits are already in your balance. Voucher wins are codes under Your vouchers. Merch
        prizes: send the spin id by{' '}
        <a href={socialUrl} target="_blank" rel="noopener noreferrer" className="text-neon-cyan underline">
          DM
        </a>{' '}
        to claim them. Every spin can be checked on the{' '}
        <IntentLink href="/fairness" className="text-neon-cyan underline">
          fairness page
        </IntentLink>
        .
      </p>
      {prizes.length === 0 && credits.length === 0 ? (
        <p className="mt-3 text-dim">Nothing to claim yet — spin the wheel or get a grant.</p>
      ) : (
        <ul className="mt-3 grid gap-2" data-testid="rewards-list">
          {prizes.map((spin) => (
            <li key={spin.spinId} className="rounded border border-neon-purple/50 bg-panel-2 px-3 py-2 text-sm">
              <span className="text-neon-purple">{spin.prize.label}</span>{' '}
              <span className="text-dim">({spin.prize.rarity})</span>
              <span className="block font-mono text-xs break-all text-dim">
                Spin {spin.spinId} · <time dateTime={spin.createdAt}>{formatUtc(spin.createdAt)}</time>
              </span>
            </li>
          ))}
          {credits.map((entry) => (
            <li key={entry.id} className="rounded border border-neon-green/50 bg-panel-2 px-3 py-2 text-sm">
              <span className="text-neon-green">+{entry.amount} RT</span> {entry.accessTarget} — {entry.notes}
              <span className="block text-xs text-dim">
                Credited <time dateTime={entry.createdAt}>{formatUtc(entry.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
