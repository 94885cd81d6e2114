import { afterEach, describe, expect, it, vi } from 'vitest';
import { shuffled } from '@/components/scavrack/shuffle';
import { createRateLimiter } from '@/lib/rate-limit';
import { AppError } from '@/lib/errors';
import {
  MINT_COLLECTION_PATH,
  MINTING_FAILED,
  MINTING_NOT_CONFIGURED,
  mintErrorText,
  nftMetadataFor,
  providerErrorField,
  recipientLocator,
} from '@/lib/rules/checkout';
import {
  MARKETPLACE_FOOTER_LINKS,
  MARKETPLACE_LOAD_FAILED,
  MARKETPLACE_REFRESH_FAILED,
  MARKETPLACE_UNAVAILABLE_TEXT,
  MARKETPLACE_UNAVAILABLE_TITLE,
} from '@/lib/rules/marketplace';
import { mulberry32 } from '@/lib/rules/random';
import { SCAV_FETCH_FAILED } from '@/lib/rules/slot-machine';
import {
  AIRTABLE_EMPTY_TITLE,
  AIRTABLE_ERROR_TITLE,
  AIRTABLE_LOADING,
  AIRTABLE_TITLE,
} from '@/lib/rules/error-messages';

describe('spec messages', () => {
  it('quote docs/product.md §2 and §8 word for word', () => {
    expect(MARKETPLACE_UNAVAILABLE_TITLE).toBe('Marketplace Unavailable');
    expect(MARKETPLACE_UNAVAILABLE_TEXT).toBe(
      'Unable to load marketplace data. The mall is temporarily closed for maintenance.',
    );
    expect(MARKETPLACE_LOAD_FAILED).toBe('Failed to load marketplace data');
    expect(MARKETPLACE_REFRESH_FAILED).toBe('Failed to refresh domain data');
    expect(SCAV_FETCH_FAILED).toBe('Failed to fetch scav domains');
    expect([AIRTABLE_TITLE, AIRTABLE_LOADING, AIRTABLE_ERROR_TITLE, AIRTABLE_EMPTY_TITLE]).toEqual([
      'Airtable Domains',
      'Loading domains...',
      'Error Loading Domains',
      'No Domains Found',
    ]);
    expect(MARKETPLACE_FOOTER_LINKS.map((l) => l.href)).toEqual([
      '/scavrack',
      '/',
      '/wiki/retailverse',
      '/guide',
      '/merch',
      '/vote',
    ]);
    expect(MINTING_NOT_CONFIGURED).toBe('Minting is not configured');
    expect(MINT_COLLECTION_PATH).toBe('/collections/default/nfts');
  });
});

describe('mint errors and payload', () => {
  it("shows 'Error: ' + the provider's error field, else 'Minting failed'", () => {
    expect(mintErrorText('Recipient rejected')).toBe('Error: Recipient rejected');
    expect(mintErrorText(null)).toBe('Error: Minting failed');
    expect(mintErrorText('  ')).toBe('Error: Minting failed');
    expect(providerErrorField({ error: 'Bad recipient' })).toBe('Bad recipient');
    expect(providerErrorField({ error: { message: 'Nested' } })).toBe('Nested');
    expect(providerErrorField({ message: 'Top level' })).toBe('Top level');
    expect(providerErrorField({ error: 42 })).toBeNull();
    expect(providerErrorField('nope')).toBeNull();
    expect(MINTING_FAILED).toBe('Minting failed');
  });

  it('recipient locators follow the provider: email:<email>:solana or solana:<wallet>', () => {
    expect(recipientLocator({ method: 'email', email: 'ape@example.com' })).toBe('email:ape@example.com:solana');
    expect(recipientLocator({ method: 'wallet', wallet: 'So1ana111' })).toBe('solana:So1ana111');
  });

  it('metadata carries name, an absolute image, description, Rack and Type', () => {
    const metadata = nftMetadataFor(
      { name: 'dustwallet.sol', description: 'Dusty.', category: 'scav', imageUrl: null, pngUrl: null },
      'https://mall.example',
    );
    expect(metadata).toEqual({
      name: 'dustwallet.sol',
      image: 'https://mall.example/images/logo.svg',
      description: 'Dusty.',
      attributes: [
        { trait_type: 'Rack', value: 'Scav Rack' },
        { trait_type: 'Type', value: 'SNS Domain' },
      ],
    });
  });
});

describe('shuffle', () => {
  it('is a permutation driven by the injected source', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'];
    const once = shuffled(list, mulberry32(7));
    expect([...once].sort()).toEqual(list);
    expect(shuffled(list, mulberry32(7))).toEqual(once);
    expect(shuffled(list, mulberry32(8))).not.toEqual(once);
    expect(list).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('rate limiter', () => {
  afterEach(() => vi.useRealTimers());

  it('allows `limit` hits per window, then answers 429 with Retry-After, and opens again next window', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createRateLimiter('unit-test', { limit: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) await limiter.hit('ip', 'slow down');
    vi.advanceTimersByTime(15_000);
    const thrown = await limiter.hit('ip', 'slow down').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(429);
    expect((thrown as AppError).message).toBe('slow down');
    expect((thrown as AppError).headers).toEqual({ 'Retry-After': '45' });
    await limiter.hit('other-ip', 'slow down');
    vi.advanceTimersByTime(45_001);
    await expect(limiter.hit('ip', 'slow down')).resolves.toBeUndefined();
  });
});
