/** Prices shown in the pricing modal, on /tiers and on /upgrade (docs/product.md §9). */
export interface PriceRange {
  name: string;
  /** The price as displayed. */
  price: string;
  minSol: number | null;
  /** null for an open range ('3+ SOL') or an unlisted tier. */
  maxSol: number | null;
  note?: string;
}

export const PRICING_MODAL_TIERS: readonly PriceRange[] = [
  { name: 'Liquid Tags', price: '0.15-0.35 SOL', minSol: 0.15, maxSol: 0.35 },
  { name: 'Blueprint Ready', price: '0.5-2 SOL', minSol: 0.5, maxSol: 2 },
  { name: 'Premium', price: '3+ SOL', minSol: 3, maxSol: null },
  { name: 'Vaulted Premium', price: 'Not listed', minSol: null, maxSol: null, note: 'Private sales' },
  { name: 'Mythic', price: '10+ SOL', minSol: 10, maxSol: null, note: 'Featured' },
];

export interface TierCard {
  id: 'vaulted-premium' | 'blueprint-tier' | 'quick-snag';
  title: string;
  price: string;
  description: string;
  perks: readonly string[];
}

export const TIER_CARDS: readonly TierCard[] = [
  {
    id: 'vaulted-premium',
    title: 'Vaulted Premium',
    price: '3+ SOL',
    description: 'Top-shelf names pulled from the vault, delivered as a finished storefront.',
    perks: ['Full site', 'Lore and animation', 'Premium rotation'],
  },
  {
    id: 'blueprint-tier',
    title: 'Blueprint Tier',
    price: '0.5-0.75 SOL',
    description: 'A solid name with the blueprint drawn: activate it when you are ready to build.',
    perks: ['Domain', "'Pending Activation' listing", 'Upgradable'],
  },
  {
    id: 'quick-snag',
    title: 'Quick Snag',
    price: '0.1 SOL',
    description: 'Grab it off the rack and run. No lore, no waiting, maybe loot.',
    perks: ['Immediate transfer', 'Scav Rack placement', 'May trigger bonus loot'],
  },
];

/** /upgrade: custom SNS artwork starts at 0.3 SOL. */
export const ARTWORK_FROM_SOL = 0.3;
/** /upgrade: a build add-on costs +0.5 SOL. */
export const BUILD_ADDON_SOL = 0.5;

export const BUILD_PRICES: readonly PriceRange[] = [
  { name: 'Quick Snag', price: '1-2 SOL', minSol: 1, maxSol: 2 },
  { name: 'Mid', price: '3-5 SOL', minSol: 3, maxSol: 5 },
  { name: 'Premium', price: '9+ SOL', minSol: 9, maxSol: null },
];
