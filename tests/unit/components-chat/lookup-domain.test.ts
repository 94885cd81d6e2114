import { describe, expect, it, vi } from 'vitest';

const feed: Record<string, unknown> = {
  dustwallet: {
    name: 'dustwallet.sol',
    status: 'available',
    price: '0.25 SOL',
    category: 'scav',
    listed: true,
    available: true,
    vaulted: false,
    priceLamports: '250000000',
    description: 'Scav.',
  },
  diamondgrip: {
    name: 'diamondgrip.sol',
    status: 'sold',
    price: '3.8 SOL',
    category: 'premium',
    listed: false,
    available: false,
    vaulted: false,
    priceLamports: '3800000000',
    description: 'Sold.',
  },
};
vi.mock('@/components/api/client', () => ({
  apiRequest: async (path: string) => {
    const name = new URL(path, 'http://x').searchParams.get('search') ?? '';
    const fields = feed[name];
    return {
      ok: true,
      status: 200,
      data: { data: fields ? [{ id: 1, fields }] : [], source: 'database', nextCursor: null },
    };
  },
}));
const { lookupDomain } = await import('@/components/chat/lookup-domain');

describe('lookupDomain', () => {
  it('quotes a scav name as a draw, not at a fixed price', async () => {
    const found = await lookupDomain('dustwallet');
    expect(found).toMatchObject({ exists: true, sellable: true, sold: false });
    expect(found.price).toBe('a Scav Rack draw (FREE, 0.19 SOL or 0.25 SOL)');
  });

  it('knows a sold name is sold', async () => {
    expect(await lookupDomain('diamondgrip')).toMatchObject({ exists: true, sellable: false, sold: true });
  });
});
