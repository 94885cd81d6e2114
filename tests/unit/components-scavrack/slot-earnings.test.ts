import { describe, expect, it } from 'vitest';
import { slotEarningsText } from '@/components/scavrack/slot-earnings';

describe('slotEarningsText', () => {
  it("states each draw's tickets as the rules award them: a 0.19 SOL draw earns none", () => {
    expect(slotEarningsText()).toBe(
      'Bought, a FREE draw earns 6 RT (5 when it lands), a 0.19 SOL draw earns none and a 0.25 SOL draw earns 1 RT (1 RT per full 0.2 SOL).',
    );
  });
});
