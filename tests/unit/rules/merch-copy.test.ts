import { describe, expect, it } from 'vitest';
import { MERCH_CONFIRMATION, MERCH_CONFIRMATION_PING } from '@/lib/rules/community';

describe('merch confirmation copy (docs/product.md §2)', () => {
  it('is the spec text word for word', () => {
    expect(MERCH_CONFIRMATION).toBe("Classified file sealed. You're on the Threadcount Ops list.");
    expect(MERCH_CONFIRMATION_PING).toBe('Expect\u2026 a secure ping.');
  });
});
