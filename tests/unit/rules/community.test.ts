import { describe, expect, it } from 'vitest';
import {
  ballotNameProblem,
  MERCH_CONFIRMATION,
  MERCH_DISCOUNT_FIRST,
  MERCH_SIZES,
  MERCH_WHITELIST_FIRST,
  POLL_END_DATE,
  POLL_TOTAL_VOTES,
  isPollOpen,
  votePercent,
  pollOptionSlug,
  POLL_OPTION_NAME_INVALID,
  POLL_OPTION_SITE_NAME,
} from '../../../lib/rules/community';
import { EXCLUDED_SITE_NAMES } from '../../../lib/rules/site-exclusions';

describe('community', () => {
  it('poll 186 votes ending 2025-02-15, open through that day (UTC)', () => {
    expect([POLL_TOTAL_VOTES, POLL_END_DATE]).toEqual([186, '2025-02-15']);
    expect(isPollOpen(new Date('2025-02-15T23:59:59Z'))).toBe(true);
    expect(isPollOpen(new Date('2025-02-16T00:00:00Z'))).toBe(false);
    expect(votePercent(93, 186)).toBe(50);
    expect(votePercent(1, 0)).toBe(0);
  });

  it('merch: first 25 discount, first 50 whitelist, then reviewed', () => {
    expect([MERCH_DISCOUNT_FIRST, MERCH_WHITELIST_FIRST]).toEqual([25, 50]);
    expect(MERCH_SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(MERCH_CONFIRMATION).toBe("Classified file sealed. You're on the Threadcount Ops list.");
  });
});

describe('pollOptionSlug', () => {
  it('takes a .sol name, any case, with or without .sol', () => {
    expect(pollOptionSlug(' VaultKeeper.SOL ')).toEqual({ slug: 'vaultkeeper', error: null });
    expect(pollOptionSlug('gm-factory-2')).toEqual({ slug: 'gm-factory-2', error: null });
  });

  it('refuses anything but letters, digits and hyphens, and the mall’s own site names', () => {
    expect(pollOptionSlug('no spaces.sol')).toEqual({ slug: null, error: POLL_OPTION_NAME_INVALID });
    expect(pollOptionSlug('.sol')).toEqual({ slug: null, error: POLL_OPTION_NAME_INVALID });
    expect(pollOptionSlug(`${EXCLUDED_SITE_NAMES[0]}.sol`)).toEqual({ slug: null, error: POLL_OPTION_SITE_NAME });
  });
});

describe('ballotNameProblem', () => {
  it('takes a locked catalogue name in its own category', () => {
    expect(ballotNameProblem('voidmerchant', { status: 'not_for_sale', category: 'premium' }, 'Premium')).toBeNull();
    expect(ballotNameProblem('synthsignal', { status: 'coming-soon', category: 'mid' }, 'Mid')).toBeNull();
  });

  it('refuses a name on sale or sold, in another category, or not in the catalogue', () => {
    expect(ballotNameProblem('coldstorage', { status: 'available', category: 'premium' }, 'Premium')).toBe(
      'coldstorage.sol is not locked (it is available): the ballot takes names still in the vault.',
    );
    expect(ballotNameProblem('x', { status: 'sold', category: 'premium' }, 'Premium')).toMatch(/not locked/);
    expect(ballotNameProblem('synthsignal', { status: 'coming-soon', category: 'mid' }, 'Premium')).toBe(
      'synthsignal.sol is a mid name in the catalogue, not Premium.',
    );
    expect(ballotNameProblem('ghost', null, 'Mid')).toBe(
      'ghost.sol is not in the catalogue: the poll unlocks the mall’s own names.',
    );
  });
});
