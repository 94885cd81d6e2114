import { describe, expect, it } from 'vitest';
import {
  recentSalesLines,
  saleLine,
  sseMessage,
  timeAgo,
  withNewSale,
  withoutName,
  type PublicSale,
} from '../../../lib/rules/live-sales';

const sale = (id: string, slug = id): PublicSale => ({
  id,
  name: `${slug}.sol`,
  slug,
  amount: '1.5',
  buyer: 'AbCd…WxYz',
  paidAt: '2026-05-01T12:00:00.000Z',
});

describe('timeAgo', () => {
  const at = new Date('2026-05-01T12:00:00Z');
  const after = (ms: number) => timeAgo(at, new Date(at.getTime() + ms));
  it('counts seconds, minutes, hours, then days, rounding down', () => {
    expect(after(-5000)).toBe('0 s ago');
    expect(after(59_999)).toBe('59 s ago');
    expect(after(60_000)).toBe('1 min ago');
    expect(after(3_599_999)).toBe('59 min ago');
    expect(after(3_600_000)).toBe('1 h ago');
    expect(after(86_399_999)).toBe('23 h ago');
    expect(after(2 * 86_400_000)).toBe('2 d ago');
    expect(timeAgo('2026-05-01T11:58:00Z', at)).toBe('2 min ago');
  });
});

describe('sale lines', () => {
  const now = new Date('2026-05-01T12:03:00Z');
  it('names the short buyer, the name, the price and how long ago', () => {
    expect(saleLine(sale('nodehunter'), now)).toBe('AbCd…WxYz bought nodehunter.sol for 1.5 SOL · 3 min ago');
    expect(saleLine({ ...sale('x'), buyer: null }, now)).toBe('Someone bought x.sol for 1.5 SOL · 3 min ago');
  });
  it('says there are no sales yet when there are none', () => {
    expect(recentSalesLines([], now)).toEqual(['No sales yet.']);
  });
});

describe('the recent sales list', () => {
  it('puts a new sale first, once, and keeps the newest 8', () => {
    const eight = Array.from({ length: 8 }, (_, i) => sale(`s${i}`));
    const added = withNewSale(eight, sale('new'));
    expect(added.map((s) => s.id)).toEqual(['new', 's0', 's1', 's2', 's3', 's4', 's5', 's6']);
    expect(withNewSale(added, sale('s3')).map((s) => s.id)).toEqual(['s3', 'new', 's0', 's1', 's2', 's4', 's5', 's6']);
  });
  it('drops a refunded name', () => {
    expect(withoutName([sale('a'), sale('b')], 'a').map((s) => s.id)).toEqual(['b']);
  });
});

describe('sseMessage', () => {
  it('is one event line and one data line of JSON, ended by a blank line', () => {
    expect(sseMessage({ type: 'change', slug: 'a', status: 'refunded' })).toBe(
      'event: change\ndata: {"type":"change","slug":"a","status":"refunded"}\n\n',
    );
  });
});
