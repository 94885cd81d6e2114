import { describe, expect, it } from 'vitest';
import { auditDiff } from '@/components/operator/audit-diff';

describe('the audit log diff', () => {
  it('lists only the fields that changed, nested fields by their path', () => {
    const before = { price: '4.2 SOL', lore: { slogan: 'Old', tone: 'Dry' }, tags: ['a'] };
    const after = { price: '6.66 SOL', lore: { slogan: 'New', tone: 'Dry' }, tags: ['a', 'b'] };
    expect(auditDiff(before, after)).toEqual([
      { field: 'price', before: '4.2 SOL', after: '6.66 SOL' },
      { field: 'lore.slogan', before: 'Old', after: 'New' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows an absent or null side as a dash, and a whole value when there is no document before', () => {
    expect(auditDiff(null, { wallet: 'W', amount: 5 })).toEqual([
      { field: 'wallet', before: '—', after: 'W' },
      { field: 'amount', before: '—', after: '5' },
    ]);
    expect(auditDiff({ lore: { slogan: 'S' } }, { lore: null })).toEqual([
      { field: 'lore.slogan', before: 'S', after: '—' },
    ]);
  });

  it('compares two plain values as one field', () => {
    expect(auditDiff(3, 4)).toEqual([{ field: '', before: '3', after: '4' }]);
    expect(auditDiff({ same: 1 }, { same: 1 })).toEqual([]);
  });
});
