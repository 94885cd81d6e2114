import { describe, expect, it } from 'vitest';
import { explorerTransactionUrl } from '../../../lib/rules/explorer';

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
