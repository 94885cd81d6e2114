import { describe, expect, it } from 'vitest';
import {
  ACCESS_POPUP_TIERS,
  ACCESS_TIERS,
  DEFAULT_WALLET_REGISTRY,
  accessReason,
  dayPassRemainingMs,
} from '../../../lib/rules/access';

const now = new Date('2025-03-01T10:00:00.000Z');
const none = { tier: 'Tier 0', wifhoodieHolder: false, retailpassExpiry: null };

describe('wallet registry defaults', () => {
  it('match docs/product.md §9', () => {
    expect(DEFAULT_WALLET_REGISTRY).toEqual({
      tier: 'Tier 0',
      domains_owned: 0,
      wifhoodie_holder: false,
      retailpass_expiry: null,
      total_rts: 0,
      status: 'Active',
    });
    expect(Object.isFrozen(DEFAULT_WALLET_REGISTRY)).toBe(true);
  });
});

describe('accessReason', () => {
  it('denies the default Tier 0 wallet', () => {
    expect(accessReason(none, now)).toBeNull();
  });

  it('grants the five access tiers (Mallcore, sold as VIP, among them), and only them', () => {
    expect(ACCESS_TIERS).toEqual(['Retailpunk', 'Mallrat', 'Slotlord', 'Mallcore', 'Hoodieguard']);
    for (const tier of ACCESS_TIERS) expect(accessReason({ ...none, tier }, now), tier).not.toBeNull();
    for (const tier of ['Tier 0', 'mallcore', 'retailpunk', 'Tier 1', '', null])
      expect(accessReason({ ...none, tier }, now)).toBeNull();
  });

  it('grants wifhoodie holders', () => {
    expect(accessReason({ ...none, wifhoodieHolder: true }, now)).toBe('wifhoodie');
  });

  it('grants a day pass expiring strictly after now', () => {
    const later = new Date(now.getTime() + 1);
    expect(accessReason({ ...none, retailpassExpiry: later }, now)).toBe('day-pass');
    expect(accessReason({ ...none, retailpassExpiry: '2025-03-01T10:00:00.001Z' }, now)).not.toBeNull();
    expect(accessReason({ ...none, retailpassExpiry: now }, now)).toBeNull();
    expect(accessReason({ ...none, retailpassExpiry: '2025-03-01T09:59:59Z' }, now)).toBeNull();
    expect(accessReason({ ...none, retailpassExpiry: 'not a date' }, now)).toBeNull();
  });

  it('reports the time left on a day pass', () => {
    expect(dayPassRemainingMs('2025-03-01T11:00:00Z', now)).toBe(3_600_000);
    expect(dayPassRemainingMs('2025-03-01T09:00:00Z', now)).toBe(0);
    expect(dayPassRemainingMs(null, now)).toBe(0);
  });
});

describe('access pop-up', () => {
  it('names Retailpunk basic, Slotlord mid-tier, Mallcore VIP', () => {
    expect(ACCESS_POPUP_TIERS.map((tier) => [tier.name, tier.level])).toEqual([
      ['Retailpunk', 'basic'],
      ['Slotlord', 'mid-tier'],
      ['Mallcore', 'VIP'],
    ]);
  });
});
