import { describe, expect, it } from 'vitest';
import {
  ballotNameProblem,
  MERCH_CONFIRMATION,
  MERCH_DISCOUNT_FIRST,
  MERCH_SIZES,
  MERCH_WHITELIST_FIRST,
  POLL_TOTAL_VOTES,
  isPollOpen,
  votePercent,
  pollOptionSlug,
} from '../../../lib/rules/community';

describe('community', () => {
  it('poll 186 votes ending 2025-02-15, open through that day (UTC)', () => {
    expect(POLL_TOTAL_VOTES).toBe(186);
    expect(isPollOpen(new Date('2025-02-15T00:00:00Z'))).toBe(true);
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
    const invalid = 'An option is a .sol name: letters, digits and hyphens.';
    expect(pollOptionSlug('no spaces.sol')).toEqual({ slug: null, error: invalid });
    expect(pollOptionSlug('.sol')).toEqual({ slug: null, error: invalid });
    expect(pollOptionSlug('Retailverse.sol')).toEqual({
      slug: null,
      error: 'The mall’s own site names cannot be poll options.',
    });
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
