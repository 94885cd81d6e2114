import { describe, expect, it } from 'vitest';
import { explorerAddressUrl, explorerTransactionUrl } from '@/lib/rules/explorer';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

describe('explorerTransactionUrl', () => {
  it('links the transaction on the cluster the mall sells on', () => {
    expect(explorerTransactionUrl('5xSig', 'mainnet-beta')).toBe('https://explorer.solana.com/tx/5xSig');
    expect(explorerTransactionUrl('5xSig', 'devnet')).toBe('https://explorer.solana.com/tx/5xSig?cluster=devnet');
    expect(explorerTransactionUrl('5xSig', 'testnet')).toBe('https://explorer.solana.com/tx/5xSig?cluster=testnet');
    expect(explorerTransactionUrl('5xSig', 'localnet', 'http://127.0.0.1:8899')).toBe(
      'https://explorer.solana.com/tx/5xSig?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    );
  });
});

describe('explorerAddressUrl', () => {
  it.each([
    ['mainnet-beta', `https://explorer.solana.com/address/${ADDRESS}`],
    ['devnet', `https://explorer.solana.com/address/${ADDRESS}?cluster=devnet`],
    ['testnet', `https://explorer.solana.com/address/${ADDRESS}?cluster=testnet`],
    [
      'localnet',
      `https://explorer.solana.com/address/${ADDRESS}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    ],
  ] as const)('links an address on %s', (cluster, url) => {
    expect(explorerAddressUrl(ADDRESS, cluster, 'http://127.0.0.1:8899')).toBe(url);
  });
});
