import { describe, expect, it } from 'vitest';
import { nameEventOfCatalogWrite, nameEventOfOrderMove, pricePoints } from '@/lib/rules/name-history';

describe("a name's history", () => {
  it('takes sold, transferred and refunded from the order moves, nothing else', () => {
    expect(nameEventOfOrderMove('paid')).toBe('sold');
    expect(nameEventOfOrderMove('fulfilled')).toBe('transferred');
    expect(nameEventOfOrderMove('refunded')).toBe('refunded');
    for (const to of ['awaiting_payment', 'confirming', 'expired', 'delivering', 'paid_late', 'refund_pending'])
      expect(nameEventOfOrderMove(to)).toBeNull();
  });

  it('takes listed and repriced from catalogue writes', () => {
    const off = { listed: false, priceLamports: 5 };
    expect(nameEventOfCatalogWrite(off, { listed: true, priceLamports: 5 })).toBe('listed');
    expect(nameEventOfCatalogWrite(null, { listed: true, priceLamports: null })).toBe('listed');
    expect(nameEventOfCatalogWrite(null, { listed: false, priceLamports: 5 })).toBeNull();
    expect(nameEventOfCatalogWrite({ listed: true, priceLamports: 5 }, { listed: true, priceLamports: 4 })).toBe(
      'repriced',
    );
    expect(
      nameEventOfCatalogWrite({ listed: true, priceLamports: 5 }, { listed: true, priceLamports: null }),
    ).toBeNull();
    expect(nameEventOfCatalogWrite({ listed: true, priceLamports: 5 }, { listed: false, priceLamports: 5 })).toBeNull();
  });

  it('charts the priced events oldest first, in SOL', () => {
    const at = (iso: string) => new Date(iso).toISOString();
    expect(
      pricePoints([
        { kind: 'sold', lamports: 3e9, at: at('2026-11-03T00:00:00Z') },
        { kind: 'transferred', lamports: null, at: at('2026-11-04T00:00:00Z') },
        { kind: 'listed', lamports: 5e9, at: at('2026-11-01T00:00:00Z') },
        { kind: 'refunded', lamports: 3e9, at: at('2026-11-05T00:00:00Z') },
      ]),
    ).toEqual([
      { at: '2026-11-01T00:00:00.000Z', sol: 5, kind: 'listed' },
      { at: '2026-11-03T00:00:00.000Z', sol: 3, kind: 'sold' },
    ]);
  });
});
