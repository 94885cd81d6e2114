import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../lib/rules/random';
import {
  discountedLamports,
  drawChatVoucherKind,
  normalizeVoucherCode,
  VOUCHER_CODE_PATTERN,
  VOUCHER_LIFETIME_MS,
  VOUCHER_MESSAGES,
  VOUCHER_RULES,
  voucherApplies,
  voucherExpiry,
} from '../../../lib/rules/vouchers';
import { DRAWS, expectRate } from './stats';

/** The kinds the chat hands out, in docs/product.md's order. */
const CHAT_VOUCHER_KINDS = ['mid-tier', 'premium', 'flash-rack'] as const;

describe('voucher rules', () => {
  it('give the SPEC percents: 10% Mid Tier, 15% Premium, 20% Flash Rack; the Scav Rack voucher 10%', () => {
    expect(CHAT_VOUCHER_KINDS.map((kind) => [VOUCHER_RULES[kind].percent, VOUCHER_RULES[kind].target])).toEqual([
      [10, 'Mid Tier'],
      [15, 'Premium'],
      [20, 'Flash Rack'],
    ]);
    expect(VOUCHER_RULES['scav-rack'].percent).toBe(10);
    expect(VOUCHER_LIFETIME_MS).toBe(7 * 24 * 3600 * 1000);
    expect(voucherExpiry(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });

  it('apply only to their own wing', () => {
    expect(voucherApplies('flash-rack', 'flashRack')).toBe(true);
    expect(voucherApplies('flash-rack', 'premium')).toBe(false);
    expect(voucherApplies('mid-tier', 'mid')).toBe(true);
    expect(voucherApplies('premium', 'premium')).toBe(true);
    expect(voucherApplies('premium', 'scav')).toBe(false);
    expect(voucherApplies('scav-rack', 'scav')).toBe(true);
    expect(VOUCHER_MESSAGES.wrongWing(VOUCHER_RULES['flash-rack'])).toBe(
      'This voucher gives 20% off Flash Rack: use it at checkout of a Flash Rack name.',
    );
  });

  it('discount whole lamports, rounded down', () => {
    expect(discountedLamports(690_000_000n, 20)).toBe(552_000_000n);
    expect(discountedLamports(3n, 10)).toBe(2n);
    expect(() => discountedLamports(1n, 100)).toThrow(RangeError);
    expect(() => discountedLamports(1n, 12.5)).toThrow(RangeError);
  });

  it('read codes case-insensitively and know their shape', () => {
    expect(normalizeVoucherCode('  flash20-abcdefghijklmnop ')).toBe('FLASH20-ABCDEFGHIJKLMNOP');
    expect(VOUCHER_CODE_PATTERN.test('FLASH20-ABCDEFGHIJKLMNOP')).toBe(true);
    expect(VOUCHER_CODE_PATTERN.test('FLASH20')).toBe(false);
  });

  it('the chat draws a voucher on 7% of messages, each chat kind about equally often', () => {
    const random = mulberry32(700);
    const counts = new Map<string, number>();
    let vouchers = 0;
    for (let i = 0; i < DRAWS; i++) {
      const kind = drawChatVoucherKind(random);
      if (kind === null) continue;
      vouchers++;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    expectRate(vouchers, DRAWS, 0.07);
    expect([...counts.keys()].sort()).toEqual([...CHAT_VOUCHER_KINDS].sort());
    expect(drawChatVoucherKind(() => 0.0699)).not.toBeNull();
    expect(drawChatVoucherKind(() => 0.07)).toBeNull();
  });
});
