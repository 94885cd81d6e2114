'use client';

import { ACCESS_POPUP_TIERS } from '@/lib/rules/access';
import { Modal } from './modal';

const LEVEL_COLOUR: Record<(typeof ACCESS_POPUP_TIERS)[number]['level'], string> = {
  basic: 'text-neon-green border-neon-green/50',
  'mid-tier': 'text-neon-yellow border-neon-yellow/50',
  VIP: 'text-neon-pink border-neon-pink/50',
};

export function AccessTiersModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Access Tiers" subtitle="Who gets past the mall's security gate.">
      <ul className="grid gap-3">
        {ACCESS_POPUP_TIERS.map((tier) => (
          <li key={tier.name} className="rounded border border-edge bg-panel-2 p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-display text-lg text-ink">{tier.name}</h3>
              <span className={`rounded border px-2 py-0.5 font-mono text-xs uppercase ${LEVEL_COLOUR[tier.level]}`}>
                {tier.level}
              </span>
            </div>
            <p className="mt-2 text-sm text-dim">{tier.description}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
