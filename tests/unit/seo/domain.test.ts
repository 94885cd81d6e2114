import { describe, expect, it } from 'vitest';
import type { Domain } from '@/lib/catalog/types';
import { domainMetadata } from '@/lib/seo/domain';

const domain = {
  name: 'jpegdealer.sol',
  slug: 'jpegdealer',
  description: 'Kiosk 7.',
  price: '12 SOL',
  status: 'available',
  available: true,
  category: 'premium',
  lore: null,
} as unknown as Domain;

describe('domainMetadata', () => {
  it('names the domain, its price and status, with a canonical on the site URL', () => {
    const metadata = domainMetadata(domain, 'https://mall.example', 'Retailverse');
    expect(metadata.title).toEqual({ absolute: 'jpegdealer.sol · 12 SOL · Available | Retailverse' });
    expect(metadata.description).toBe('Kiosk 7.');
    expect(metadata.alternates?.canonical).toBe('https://mall.example/domains/jpegdealer');
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.openGraph).toMatchObject({ url: 'https://mall.example/domains/jpegdealer' });
  });

  it('puts no price beside a status nobody can buy at', () => {
    const promoted = {
      ...domain,
      name: 'hexedhandle.sol',
      status: 'promoted',
      price: '0.25 SOL',
      category: 'scav',
    } as Domain;
    expect(domainMetadata(promoted, 'https://mall.example', 'Retailverse').title).toEqual({
      absolute: 'hexedhandle.sol · Promoted | Retailverse',
    });
  });
});
