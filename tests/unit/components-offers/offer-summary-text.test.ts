import { describe, expect, it } from 'vitest';
import { offerSummaryText } from '@/components/offers/offer-summary-text';

describe("a name's offers as its page says them", () => {
  it('counts the open offers and names the highest amount, in the singular for one', () => {
    expect(offerSummaryText(0, null)).toBe('No open offers yet.');
    expect(offerSummaryText(1, '2 SOL')).toBe('1 open offer · highest 2 SOL');
    expect(offerSummaryText(3, '4.5 SOL')).toBe('3 open offers · highest 4.5 SOL');
  });
});
