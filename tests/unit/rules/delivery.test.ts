import { describe, expect, it } from 'vitest';
import { deliveryBackoffMs } from '@/lib/rules/delivery';

describe('deliveryBackoffMs', () => {
  it('waits 5 s after the first failed attempt, doubling, at most 10 minutes', () => {
    expect([1, 2, 3, 4].map(deliveryBackoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect([7, 8].map(deliveryBackoffMs)).toEqual([320_000, 600_000]);
    expect(deliveryBackoffMs(40)).toBe(600_000);
  });
});
