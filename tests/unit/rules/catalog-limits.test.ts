import { describe, expect, it } from 'vitest';
import { FALLBACK_DOMAIN_COUNT, FLASH_RACK_LIST_LIMIT, PREMIUM_LIST_LIMIT } from '../../../lib/rules/catalog-limits';

describe('catalogue limits', () => {
  it('premium 2, flashRack 6, fallback set 3', () => {
    expect([PREMIUM_LIST_LIMIT, FLASH_RACK_LIST_LIMIT, FALLBACK_DOMAIN_COUNT]).toEqual([2, 6, 3]);
  });
});
