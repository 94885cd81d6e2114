import { describe, expect, it } from 'vitest';
import { parseSiwsMessage, siwsMessageText, SiwsParseError, type SiwsFields } from '../../../lib/auth/siws-message';
import { isWalletAddress } from '../../../lib/auth/wallet-address';

const ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const FULL: SiwsFields = {
  domain: 'retailverse.example:3000',
  address: ADDRESS,
  statement: 'Sign in to Retailverse.',
  uri: 'https://retailverse.example:3000',
  version: '1',
  chainId: 'solana:mainnet',
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: '2030-01-01T00:00:00.000Z',
  expirationTime: '2030-01-01T00:10:00.000Z',
  notBefore: '2030-01-01T00:00:00.000Z',
  requestId: 'req-1',
  resources: ['https://retailverse.example/terms', 'ipfs://x'],
};

describe('SIWS message text', () => {
  it('renders the wallet-standard layout', () => {
    expect(
      siwsMessageText({ domain: 'a.example', address: ADDRESS, statement: 'Hi', nonce: 'n1', issuedAt: 't' }),
    ).toBe(`a.example wants you to sign in with your Solana account:\n${ADDRESS}\n\nHi\n\nNonce: n1\nIssued At: t`);
  });

  it.each([
    ['every field', FULL],
    ['address only', { domain: 'a.example', address: ADDRESS }],
    ['no statement', { domain: 'a.example', address: ADDRESS, nonce: 'abc', issuedAt: 'now' }],
    ['statement only', { domain: 'a.example', address: ADDRESS, statement: 'Just this' }],
  ])('round-trips %s', (_, fields) => {
    expect(parseSiwsMessage(siwsMessageText(fields as SiwsFields))).toEqual(fields);
  });

  it.each([
    ['no header', `hello\n${ADDRESS}`],
    ['bad address', `a.example wants you to sign in with your Solana account:\n0OIl`],
    ['bad domain', `a b wants you to sign in with your Solana account:\n${ADDRESS}`],
    [
      'fields out of order',
      siwsMessageText(FULL).replace('Version: 1\nChain ID: solana:mainnet', 'Chain ID: solana:mainnet\nVersion: 1'),
    ],
    ['duplicate field', siwsMessageText(FULL).replace('Version: 1', 'Version: 1\nVersion: 2')],
    ['unknown field', `${siwsMessageText({ domain: 'a.example', address: ADDRESS, nonce: 'n' })}\nFoo: bar`],
    ['carriage returns', siwsMessageText(FULL).replaceAll('\n', '\r\n')],
    [
      'empty value',
      siwsMessageText({ domain: 'a.example', address: ADDRESS, nonce: 'n' }).replace('Nonce: n', 'Nonce: '),
    ],
    ['trailing blank line', `${siwsMessageText({ domain: 'a.example', address: ADDRESS })}\n`],
    ['too long', `${siwsMessageText({ domain: 'a.example', address: ADDRESS, statement: 'x'.repeat(3000) })}`],
  ])('rejects %s', (_, text) => {
    expect(() => parseSiwsMessage(text)).toThrow(SiwsParseError);
  });
});

describe('isWalletAddress', () => {
  it('accepts base58 32-byte keys only', () => {
    expect(isWalletAddress(ADDRESS)).toBe(true);
    expect(isWalletAddress('11111111111111111111111111111111')).toBe(true);
    expect(isWalletAddress('1111111111111111111111111111111')).toBe(false);
    expect(isWalletAddress(`${ADDRESS}0`)).toBe(false);
    expect(isWalletAddress('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz')).toBe(false);
  });
});
