import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { MarketItem } from '@/components/marketplace/market-item';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));
const { MarketCard } = await import('@/components/marketplace/market-card');

const ITEM: MarketItem = {
  slug: 'gmfactory',
  name: 'gmfactory.sol',
  price: '0.5 SOL',
  description: 'A name.',
  status: 'available',
  group: 'featured',
};
const render = (minting: boolean) =>
  renderToStaticMarkup(
    createElement(MarketCard, { item: ITEM, paymentsEnabled: true, minting, sellerSocialUrl: 'https://x.com/seller' }),
  );

describe('MarketCard', () => {
  it('offers minting at checkout only on a mall that mints', () => {
    expect(render(true)).toContain('Mint gmfactory.sol at checkout');
    expect(render(false)).not.toContain('Mint');
  });
});
