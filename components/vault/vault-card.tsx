import { IntentLink } from '@/components/navigation/intent-link';
import { vaultCardDisplay, type VaultCardName } from '@/components/catalog/badge-colors';
import { BADGE_CLASSES } from '@/components/catalog/status-badge';
import type { VaultCard as VaultCardData } from '@/content/catalog';

const BORDER = {
  green: 'border-neon-green/60',
  red: 'border-neon-red/60',
  yellow: 'border-neon-yellow/60',
  grey: 'border-edge',
} as const;

const PRICE_CLASS = {
  green: 'text-neon-green',
  red: 'text-neon-red line-through',
  yellow: 'text-neon-yellow',
  grey: 'text-dim',
} as const;

/** 'Listed Now' green with its price, 'Vaulted' yellow with the word Vaulted, 'Sold' red, other grey (docs/product.md §4). */
export function VaultCard({ card, name }: { card: VaultCardData; name: VaultCardName }) {
  const display = vaultCardDisplay(name);
  const slug = card.name.replace(/\.sol$/, '');
  return (
    <li data-testid="vault-card" data-color={display.color}>
      <IntentLink
        href={`/domains/${slug}`}
        className={`flex h-full flex-col rounded-lg border bg-panel p-4 hover:bg-panel-2 ${BORDER[display.color]}`}
      >
        <span aria-hidden="true" className="text-3xl">
          {card.emoji}
        </span>
        <span className="mt-2 font-display text-lg text-ink">{card.name}</span>
        <span className="mt-1 text-sm text-dim">{card.description}</span>
        <span className="mt-auto flex items-center justify-between gap-2 pt-4">
          <span className={`rounded-full border px-2.5 py-0.5 font-mono text-xs ${BADGE_CLASSES[display.color]}`}>
            {display.label}
          </span>
          <span className={`font-mono text-sm ${PRICE_CLASS[display.color]}`} data-testid="vault-price">
            {display.priceText}
          </span>
        </span>
      </IntentLink>
    </li>
  );
}
