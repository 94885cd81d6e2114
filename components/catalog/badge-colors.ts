import type { Domain } from '@/lib/catalog/types';
import { domainStatusLabel } from '@/lib/rules/status-label';
/** The colours of a name's status badge and of a vault card (docs/product.md §4). */
export type BadgeColor = 'green' | 'red' | 'yellow' | 'grey';

/** Domain status badge: available green, sold red, coming-soon yellow, anything else grey. */
export function domainStatusColor(status: string | null | undefined): BadgeColor {
  switch (status) {
    case 'available':
      return 'green';
    case 'sold':
      return 'red';
    case 'coming-soon':
      return 'yellow';
    default:
      return 'grey';
  }
}

export interface VaultCardDisplay {
  /** The card's badge: 'Listed Now', 'Vaulted', 'Sold', or the name's own status label. */
  label: string;
  color: BadgeColor;
  /** The text in the price slot: the price, or the word 'Vaulted' for a vaulted card. */
  priceText: string;
}

/** What a vault card needs of its catalogue name. */
export type VaultCardName = Pick<Domain, 'status' | 'price' | 'vaulted' | 'listed' | 'available'>;

/**
 * A vault card from the catalogue (docs/product.md §4): a name on sale is 'Listed Now' in green with its price; a sold
 * one 'Sold' in red; one held back in the vault 'Vaulted' in yellow with the word Vaulted for a price; anything else
 * grey with its own status.
 */
export function vaultCardDisplay(name: VaultCardName): VaultCardDisplay {
  if (name.status === 'sold') return { label: 'Sold', color: 'red', priceText: name.price };
  if (name.status === 'available' && name.listed && name.available)
    return { label: 'Listed Now', color: 'green', priceText: name.price };
  if (name.vaulted) return { label: 'Vaulted', color: 'yellow', priceText: 'Vaulted' };
  return { label: domainStatusLabel(name.status), color: 'grey', priceText: name.price };
}
