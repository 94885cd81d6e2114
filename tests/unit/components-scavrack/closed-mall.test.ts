import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ScavItem } from '@/components/scavrack/scav-item';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));
const { ScavRack } = await import('@/components/scavrack/scav-rack');
const { MembersDraw } = await import('@/components/mall/members-draw');

const ITEM: ScavItem = {
  slug: 'dustwallet',
  name: 'dustwallet.sol',
  price: '0.1 SOL',
  description: 'A scav name.',
  status: 'available',
  tag: null,
  fixerQueue: false,
  fixerActive: false,
  queueExpires: null,
};
const POOL = [{ slug: 'bagcultist', name: 'bagcultist.sol', price: '3 SOL', priceLamports: 3_000_000_000 }];

describe('draws on a mall that cannot sell', () => {
  it('the Scav Rack says payments are not enabled and its Spin buttons are off, pointing to that note', () => {
    const closed = renderToStaticMarkup(createElement(ScavRack, { items: [ITEM], paymentsEnabled: false }));
    expect(closed).toContain(PAYMENTS_NOT_ENABLED);
    expect(closed).toMatch(/<button type="button" disabled=""[^>]*aria-describedby="scav-closed-note"/);
    const open = renderToStaticMarkup(createElement(ScavRack, { items: [ITEM], paymentsEnabled: true }));
    expect(open).not.toContain(PAYMENTS_NOT_ENABLED);
    expect(open).not.toMatch(/<button type="button" disabled=""[^>]*aria-label="Spin to Buy/);
  });

  it("the members' draw is off and says why, even with tickets to spend", () => {
    const props = { initialDraw: null, initialBalance: 10, pool: POOL };
    const closed = renderToStaticMarkup(createElement(MembersDraw, { ...props, paymentsEnabled: false }));
    expect(closed).toContain(PAYMENTS_NOT_ENABLED);
    expect(closed).toMatch(/<button type="button" disabled=""[^>]*aria-describedby="members-draw-note"/);
    const open = renderToStaticMarkup(createElement(MembersDraw, { ...props, paymentsEnabled: true }));
    expect(open).not.toContain(PAYMENTS_NOT_ENABLED);
    expect(open).not.toContain('disabled=""');
  });
});
