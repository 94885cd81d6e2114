'use client';

import { PRICING_MODAL_TIERS } from '@/lib/rules/pricing';
import { Modal } from './modal';

export function PricingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Pricing" subtitle="What a name costs on each rack of the mall.">
      <ul className="divide-y divide-edge rounded border border-edge">
        {PRICING_MODAL_TIERS.map((tier) => (
          <li key={tier.name} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
            <span className="font-mono text-ink">{tier.name}</span>
            <span className="font-mono text-neon-green">
              {tier.price}
              {tier.note ? <span className="ml-2 text-xs text-dim">({tier.note})</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
