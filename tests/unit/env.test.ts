import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('runs with nothing set: embedded database in ./data, defaults everywhere', () => {
    const env = parseEnv({});
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.CATALOG_CACHE_SECONDS).toBe(30);
    expect(env.MINT_CLIENT_SECRET).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', MINT_CLIENT_SECRET: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ SITE_URL: 'not a url', CATALOG_CACHE_SECONDS: '-5', SESSION_SECRET: 'short' })).toThrow(
      EnvError,
    );
    try {
      parseEnv({ SITE_URL: 'not a url', CATALOG_CACHE_SECONDS: '-5', SESSION_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('SITE_URL');
      expect(message).toContain('CATALOG_CACHE_SECONDS');
      expect(message).toContain('SESSION_SECRET');
    }
  });

  it.each([
    ['SESSION_SECRET', 'x'.repeat(31), 'SESSION_SECRET: at least 32 characters'],
    ['SESSION_SECRET', `${'x'.repeat(20)} ${'x'.repeat(20)}`, 'SESSION_SECRET: only visible ASCII characters'],
    ['OPERATOR_TOKEN', 'x'.repeat(15), 'OPERATOR_TOKEN: at least 16 characters'],
    ['OPERATOR_TOKEN', 'operator-token-\u0007-0123', 'OPERATOR_TOKEN: only visible ASCII characters'],
    ['OPERATOR_TOKEN', 'opérateur-token-0123', 'OPERATOR_TOKEN: only visible ASCII characters'],
  ])('refuses %s=%j, naming the variable', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it('leaves a blank secret to be generated in DATA_DIR', () => {
    const env = parseEnv({ SESSION_SECRET: '', OPERATOR_TOKEN: '   ' });
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.OPERATOR_TOKEN).toBeUndefined();
  });

  it('reads OPERATOR_WALLETS as a list of addresses, empty by default, and names a malformed one', () => {
    expect(parseEnv({}).OPERATOR_WALLETS).toEqual([]);
    expect(
      parseEnv({
        OPERATOR_WALLETS:
          ' 6xmEmauWxYtFYTZD6BHwuV3GYNete3aT4iK5fHuN2WKm , Crbv7YbJJwNCeC1V1ckpZ7V9haXAd8cq1niAw7DJZxSR,',
      }).OPERATOR_WALLETS,
    ).toEqual(['6xmEmauWxYtFYTZD6BHwuV3GYNete3aT4iK5fHuN2WKm', 'Crbv7YbJJwNCeC1V1ckpZ7V9haXAd8cq1niAw7DJZxSR']);
    expect(() => parseEnv({ OPERATOR_WALLETS: '6xmEmauWxYtFYTZD6BHwuV3GYNete3aT4iK5fHuN2WKm,0xabc' })).toThrow(
      /OPERATOR_WALLETS\.1: a comma-separated list of base58 Solana addresses/,
    );
  });
});

describe('SNS_REFERRER', () => {
  it('is optional (blank: none) and must be a base58 address when set', () => {
    expect(parseEnv({}).SNS_REFERRER).toBeUndefined();
    expect(parseEnv({ SNS_REFERRER: ' ' }).SNS_REFERRER).toBeUndefined();
    const address = '3ogYncmMM5CmytsGCqKHydmXmKUZ6sGWvizkzqwT7zb1';
    expect(parseEnv({ SNS_REFERRER: ` ${address} ` }).SNS_REFERRER).toBe(address);
    expect(() => parseEnv({ SNS_REFERRER: 'not-an-address' })).toThrow('SNS_REFERRER: a base58 Solana address');
  });
});
