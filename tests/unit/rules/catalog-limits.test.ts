import { describe, expect, it } from 'vitest';
import { FALLBACK_DOMAIN_COUNT } from '../../../lib/rules/catalog-limits';

describe('catalogue limits', () => {
  it('fallback set 3', () => {
    expect(FALLBACK_DOMAIN_COUNT).toBe(3);
  });
});
