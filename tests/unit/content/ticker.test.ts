import { describe, expect, it } from 'vitest';
import { catalogDomains } from '@/content/catalog';
import { TICKER_ENTRIES } from '@/content/ticker';
import { SLOT_ODDS } from '@/lib/rules/slot-machine';

describe('the simulated ticker', () => {
  it("quotes each name at a price the catalogue could sell it for: its own price, or a Scav Rack draw's", () => {
    const draws = SLOT_ODDS.filter((odds) => odds.priceSol > 0).map((odds) => odds.label);
    for (const entry of TICKER_ENTRIES) {
      const name = catalogDomains.find((domain) => domain.name === entry.domain);
      expect(name, entry.domain).toBeDefined();
      const prices = name!.category === 'scav' ? draws : [name!.price];
      expect(prices, entry.domain).toContain(entry.price);
    }
  });
});
