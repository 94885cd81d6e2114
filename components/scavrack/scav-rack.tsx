'use client';
import { IntentLink } from '@/components/navigation/intent-link';
import { useEffect, useState } from 'react';
import { showsFixerCard } from '@/components/scavrack/fixer';
import type { Random } from '@/lib/rules/random';
import { ScavCard } from './scav-card';
import type { ScavItem } from './scav-item';
import { shuffled } from './shuffle';
import { SlotMachineModal } from './slot-machine-modal';
import { useWalletTickets } from './use-wallet-tickets';
import { ConnectButton } from '@/components/wallet/connect-button';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';

const CLOSED_NOTE_ID = 'scav-closed-note';

/**
 * The Scav Rack grid: shuffle, fixer cards, and the slot machine that prices each purchase (a Solana Pay order). A mall
 * that cannot sell draws nothing: the cards' buttons are off and say why.
 */
export function ScavRack({
  items,
  paymentsEnabled,
  random = Math.random,
}: {
  items: ScavItem[];
  paymentsEnabled: boolean;
  random?: Random;
}) {
  const [order, setOrder] = useState(items);
  const [fixers, setFixers] = useState<Set<string>>(new Set());
  const [spinning, setSpinning] = useState<ScavItem | null>(null);
  const { tickets, setTickets } = useWalletTickets();

  // The 12% chance is rolled in the browser after hydration, so server and client render the same markup.
  useEffect(() => {
    setFixers(new Set(items.filter((item) => showsFixerCard(item, random)).map((item) => item.slug)));
  }, [items, random]);

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => setOrder((current) => shuffled(current, random))}
          className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
        >
          <span aria-hidden="true">🔀</span> Shuffle Rack
        </button>
        {tickets === null ? (
          <ConnectButton label="Connect Wallet" />
        ) : (
          <p className="font-mono text-sm text-ink" data-testid="ticket-balance">
            🎟️ Retail Tickets: {tickets}
          </p>
        )}
        <IntentLink href="/upgrade" className="font-mono text-sm text-neon-pink hover:underline">
          Upgrade a domain
        </IntentLink>
        <IntentLink href="/vault" className="font-mono text-sm text-neon-purple hover:underline">
          Visit the Vault
        </IntentLink>
      </div>
      {paymentsEnabled ? null : (
        <p
          id={CLOSED_NOTE_ID}
          role="status"
          className="mb-4 rounded border border-neon-yellow/60 p-3 text-sm text-neon-yellow"
          data-testid="scav-closed"
        >
          {PAYMENTS_NOT_ENABLED}
        </p>
      )}
      {order.length === 0 ? (
        <p className="rounded border border-edge bg-panel p-6 text-center text-dim">
          The rack is empty. Fresh scav drops soon.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="scav-grid">
          {order.map((item) => (
            <ScavCard
              key={item.slug}
              item={item}
              showFixer={fixers.has(item.slug)}
              onSpin={setSpinning}
              closedNoteId={paymentsEnabled ? undefined : CLOSED_NOTE_ID}
            />
          ))}
        </ul>
      )}
      {spinning && paymentsEnabled ? (
        <SlotMachineModal
          key={spinning.slug}
          item={spinning}
          tickets={tickets}
          onTicketsLeft={setTickets}
          paymentsEnabled={paymentsEnabled}
          onClose={() => setSpinning(null)}
        />
      ) : null}
    </div>
  );
}
