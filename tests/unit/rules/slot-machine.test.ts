import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../lib/rules/random';
import {
  SLOT_AUTO_START_MS,
  SLOT_ODDS,
  SLOT_SPIN_MS,
  SLOT_SYMBOL_MS,
  drawSlotOutcome,
  landingReels,
  reelSymbolAt,
  slotOutcomeOf,
} from '../../../lib/rules/slot-machine';
import { DRAWS, expectRate, tally } from './stats';

const SLOT_REEL_SYMBOLS = ['🎰', '💾', '🧿', '💀', '🪙', '🔥', '🛒', '📼'];

describe('slot machine constants', () => {
  it('auto-starts after 100 ms, spins 1.5 s, changes symbol every 80 ms', () => {
    expect(SLOT_AUTO_START_MS).toBe(100);
    expect(SLOT_SPIN_MS).toBe(1500);
    expect(SLOT_SYMBOL_MS).toBe(80);
  });

  it('has the odds 1% FREE, 10% 0.19 SOL, 89% 0.25 SOL', () => {
    expect(SLOT_ODDS.map(({ kind, priceSol, label, percent }) => [kind, priceSol, label, percent])).toEqual([
      ['FREE', 0, 'FREE', 1],
      ['0.19', 0.19, '0.19 SOL', 10],
      ['0.25', 0.25, '0.25 SOL', 89],
    ]);
  });
});

describe('drawSlotOutcome', () => {
  it('maps the edges of [0, 1) to the table', () => {
    expect(drawSlotOutcome(() => 0).kind).toBe('FREE');
    expect(drawSlotOutcome(() => 0.0099).kind).toBe('FREE');
    expect(drawSlotOutcome(() => 0.01).kind).toBe('0.19');
    expect(drawSlotOutcome(() => 0.1099).kind).toBe('0.19');
    expect(drawSlotOutcome(() => 0.11).kind).toBe('0.25');
    expect(drawSlotOutcome(() => 0.999999).kind).toBe('0.25');
  });

  it('hits 1% / 10% / 89% over 100k seeded draws', () => {
    const random = mulberry32(2025);
    const counts = tally(DRAWS, () => drawSlotOutcome(random).kind);
    expectRate(counts.get('FREE') ?? 0, DRAWS, 0.01);
    expectRate(counts.get('0.19') ?? 0, DRAWS, 0.1);
    expectRate(counts.get('0.25') ?? 0, DRAWS, 0.89);
  });

  it('returns the price and label with the kind', () => {
    expect(drawSlotOutcome(() => 0.05)).toEqual({ kind: '0.19', priceSol: 0.19, label: '0.19 SOL' });
    expect(slotOutcomeOf('FREE')).toEqual({ kind: 'FREE', priceSol: 0, label: 'FREE' });
  });
});

describe('reelSymbolAt', () => {
  it('changes symbol every 80 ms', () => {
    expect(reelSymbolAt(0)).toBe(SLOT_REEL_SYMBOLS[0]);
    expect(reelSymbolAt(79)).toBe(SLOT_REEL_SYMBOLS[0]);
    expect(reelSymbolAt(80)).toBe(SLOT_REEL_SYMBOLS[1]);
    expect(reelSymbolAt(80 * SLOT_REEL_SYMBOLS.length)).toBe(SLOT_REEL_SYMBOLS[0]);
  });
});

describe('landingReels', () => {
  it('lands one draw the same way every time, and different draws differently', () => {
    const keys = Array.from({ length: 40 }, (_, i) => `draw-${i}:0`);
    const landings = keys.map((key) => landingReels(key).join(''));
    expect(landingReels('draw-3:0')).toEqual(landingReels('draw-3:0'));
    expect(new Set(landings).size).toBeGreaterThan(20);
    for (const reels of keys.map(landingReels)) for (const symbol of reels) expect(SLOT_REEL_SYMBOLS).toContain(symbol);
  });
});
