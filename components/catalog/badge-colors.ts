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
  color: BadgeColor;
  /** The text in the price slot: the price, or the word 'Vaulted' for a vaulted card. */
  priceText: string;
  showsPrice: boolean;
}

/** Vault card: 'Listed Now' green with price; 'Vaulted' yellow with 'Vaulted' instead of price; 'Sold' red; other grey. */
export function vaultCardDisplay(status: string, price: string): VaultCardDisplay {
  if (status === 'Vaulted') return { color: 'yellow', priceText: 'Vaulted', showsPrice: false };
  const color: BadgeColor = status === 'Listed Now' ? 'green' : status === 'Sold' ? 'red' : 'grey';
  return { color, priceText: price, showsPrice: true };
}
