import { describe, expect, it } from 'vitest';
import { catalogDomains } from '@/content/catalog';
import { TICKER_ENTRIES } from '@/content/ticker';
import { SLOT_ODDS } from '@/lib/rules/slot-machine';
import { parseSolPrice } from '@/lib/rules/money';
import { mulberry32 } from '@/lib/rules/random';
import {
  PARTICLE_BURST_MS,
  TICKER_INTERVAL_MS,
  TICKER_SWAP_MS,
  TICKER_VISIBLE_MS,
  fakeBuyerAddress,
  nextTickerIndex,
  showsBurst,
  tickerHiddenOn,
} from '@/components/ticker/ticker';

describe('ticker constants', () => {
  it('12 s interval, 8 s visible, 0.5 s swap, 8 entries, burst at 10 SOL for 2 s', () => {
    expect([TICKER_INTERVAL_MS, TICKER_VISIBLE_MS, TICKER_SWAP_MS]).toEqual([12_000, 8000, 500]);
    expect([nextTickerIndex(6), nextTickerIndex(7)]).toEqual([7, 0]);
    expect([showsBurst('9.99 SOL'), showsBurst('10 SOL')]).toEqual([false, true]);
    expect(PARTICLE_BURST_MS).toBe(2000);
  });
});

describe('ticker entries', () => {
  it('has 8 entries with parseable prices, at least two at 10 SOL or more', () => {
    expect(TICKER_ENTRIES).toHaveLength(8);
    for (const entry of TICKER_ENTRIES) {
      expect(entry.domain).toMatch(/^[a-z0-9-]+\.sol$/);
      expect(parseSolPrice(entry.price), entry.price).not.toBeNull();
      expect(entry.flair.length).toBeGreaterThan(0);
    }
    expect(TICKER_ENTRIES.filter((entry) => showsBurst(entry.price)).length).toBeGreaterThanOrEqual(2);
  });

  it('shows each name at its catalogue price, or at a Scav Rack slot price', () => {
    const slotPrices = SLOT_ODDS.map((odds) => odds.label);
    for (const entry of TICKER_ENTRIES) {
      const domain = catalogDomains.find((d) => d.name === entry.domain);
      expect(domain, entry.domain).toBeDefined();
      expect([domain!.price, ...slotPrices], entry.domain).toContain(entry.price);
    }
  });
});

describe('ticker rules', () => {
  it('cycles through 8 entries', () => {
    expect(nextTickerIndex(0)).toBe(1);
    expect(nextTickerIndex(7)).toBe(0);
  });

  it('bursts at 10 SOL or more', () => {
    expect(showsBurst('10 SOL')).toBe(true);
    expect(showsBurst('12 SOL')).toBe(true);
    expect(showsBurst('9.99 SOL')).toBe(false);
    expect(showsBurst('TBA')).toBe(false);
  });

  it('makes fake buyers of 4 characters, dots, 3 characters in base58', () => {
    const random = mulberry32(8);
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const address = fakeBuyerAddress(random);
      expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{4}\.\.\.[1-9A-HJ-NP-Za-km-z]{3}$/);
      seen.add(address);
    }
    expect(seen.size).toBeGreaterThan(990);
  });

  it('is hidden on /upgrade only', () => {
    expect(tickerHiddenOn('/upgrade')).toBe(true);
    expect(tickerHiddenOn('/upgrade/x')).toBe(true);
    expect(tickerHiddenOn('/upgrades')).toBe(false);
    expect(tickerHiddenOn('/marketplace')).toBe(false);
  });
});
