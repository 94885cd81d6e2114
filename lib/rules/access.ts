/** Mall access (docs/product.md §6) and the wallet registry defaults (docs/product.md §3, §9). */
export const DEFAULT_TIER = 'Tier 0';

export interface WalletRegistry {
  tier: string;
  domains_owned: number;
  wifhoodie_holder: boolean;
  retailpass_expiry: string | null;
  total_rts: number;
  status: string;
}

/** What a wallet without a registry row gets. */
export const DEFAULT_WALLET_REGISTRY: Readonly<WalletRegistry> = Object.freeze({
  tier: DEFAULT_TIER,
  domains_owned: 0,
  wifhoodie_holder: false,
  retailpass_expiry: null,
  total_rts: 0,
  status: 'Active',
});

/** Tiers that grant mall access on their own (Mallcore too: the pop-up sells it as VIP). 'Tier 0' does not. */
export const ACCESS_TIERS = ['Retailpunk', 'Mallrat', 'Slotlord', 'Mallcore', 'Hoodieguard'] as const;
type AccessTier = (typeof ACCESS_TIERS)[number];

/** The informational access-tiers pop-up. */
export const ACCESS_POPUP_TIERS = [
  {
    name: 'Retailpunk',
    level: 'basic',
    description: 'Basic mall access: browse the floors, spin the Scav Rack, stack Retail Tickets.',
  },
  {
    name: 'Slotlord',
    level: 'mid-tier',
    description: 'Mid-tier access: Mid Tier wing drops, extra respins worth of clout, early rotation intel.',
  },
  {
    name: 'Mallcore',
    level: 'VIP',
    description: 'VIP access: the Premium Wing, vault previews and a standing invite to the hoodie dojo.',
  },
] as const;

export type AccessReason = 'wifhoodie' | 'day-pass' | 'tier';

export interface AccessInput {
  tier: string | null | undefined;
  wifhoodieHolder: boolean | null | undefined;
  retailpassExpiry: Date | string | number | null | undefined;
}

function isAccessTier(tier: string | null | undefined): tier is AccessTier {
  return typeof tier === 'string' && (ACCESS_TIERS as readonly string[]).includes(tier);
}

function toTime(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** True while a day pass is unexpired: the expiry must be strictly after `now`. */
export function hasActiveDayPass(retailpassExpiry: AccessInput['retailpassExpiry'], now: Date): boolean {
  const expiry = toTime(retailpassExpiry);
  return expiry !== null && expiry > now.getTime();
}

/** Why the wallet has access (first reason found), or null when it has none. */
export function accessReason(input: AccessInput, now: Date): AccessReason | null {
  if (input.wifhoodieHolder === true) return 'wifhoodie';
  if (hasActiveDayPass(input.retailpassExpiry, now)) return 'day-pass';
  if (isAccessTier(input.tier)) return 'tier';
  return null;
}

/** Milliseconds left on a day pass (0 when none or expired). */
export function dayPassRemainingMs(retailpassExpiry: AccessInput['retailpassExpiry'], now: Date): number {
  const expiry = toTime(retailpassExpiry);
  return expiry === null ? 0 : Math.max(0, expiry - now.getTime());
}
