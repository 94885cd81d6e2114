import { afterEach, describe, expect, it } from 'vitest';
import { drawSource } from '@/lib/commerce/draws/draw-source';
import { resetEnvCache } from '@/lib/env';
import { mulberry32 } from '@/lib/rules/random';
import { drawSlotOutcome, SLOT_ODDS } from '@/lib/rules/slot-machine';

const fixed = (value: number) => () => value;

describe('slot draw', () => {
  it('maps the unit interval onto 1% FREE, 10% 0.19 SOL, 89% 0.25 SOL', () => {
    expect(drawSlotOutcome(fixed(0)).kind).toBe('FREE');
    expect(drawSlotOutcome(fixed(0.0099)).kind).toBe('FREE');
    expect(drawSlotOutcome(fixed(0.01)).kind).toBe('0.19');
    expect(drawSlotOutcome(fixed(0.1099)).kind).toBe('0.19');
    expect(drawSlotOutcome(fixed(0.11)).kind).toBe('0.25');
    expect(drawSlotOutcome(fixed(0.999999)).kind).toBe('0.25');
    expect(drawSlotOutcome(fixed(0.5))).toEqual({ kind: '0.25', priceSol: 0.25, label: '0.25 SOL' });
  });

  it('hits the odds over many draws', () => {
    const random = mulberry32(42);
    const counts = { FREE: 0, '0.19': 0, '0.25': 0 };
    const n = 200_000;
    for (let i = 0; i < n; i++) counts[drawSlotOutcome(random).kind]++;
    for (const odds of SLOT_ODDS) expect(counts[odds.kind] / n).toBeCloseTo(odds.percent / 100, 2);
  });
});

describe('server draw source', () => {
  afterEach(() => {
    delete process.env.SCAV_DRAW_SEED;
    resetEnvCache();
  });

  it('follows the mulberry32 stream of SCAV_DRAW_SEED when the test hook is set', () => {
    process.env.SCAV_DRAW_SEED = '1234';
    resetEnvCache();
    const expected = mulberry32(1234);
    for (let i = 0; i < 50; i++)
      expect(drawSlotOutcome(drawSource('SCAV_DRAW_SEED'))).toEqual(drawSlotOutcome(expected));
  });

  it('uses crypto randomness otherwise: every kind turns up, in about the right shares', () => {
    resetEnvCache();
    const counts = { FREE: 0, '0.19': 0, '0.25': 0 };
    for (let i = 0; i < 20_000; i++) counts[drawSlotOutcome(drawSource('SCAV_DRAW_SEED')).kind]++;
    expect(counts.FREE).toBeGreaterThan(100);
    expect(counts.FREE).toBeLessThan(320);
    expect(counts['0.19']).toBeGreaterThan(1700);
    expect(counts['0.19']).toBeLessThan(2300);
  });
});
