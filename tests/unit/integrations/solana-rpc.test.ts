import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { solanaRpcUrl } from '@/lib/integrations/solana-rpc';

const KEYS = ['SOLANA_RPC_URL', 'SOLANA_CLUSTER', 'SOLANA_LOCALNET_URL'] as const;

function configure(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const key of KEYS) {
    if (values[key] === undefined) delete process.env[key];
    else process.env[key] = values[key];
  }
  resetEnvCache();
}

describe('solanaRpcUrl', () => {
  afterEach(() => configure({}));

  it('is SOLANA_RPC_URL when set, whatever the cluster', () => {
    configure({ SOLANA_RPC_URL: 'https://rpc.example/abc', SOLANA_CLUSTER: 'localnet' });
    expect(solanaRpcUrl()).toBe('https://rpc.example/abc');
  });

  it('is SOLANA_LOCALNET_URL on localnet', () => {
    configure({ SOLANA_CLUSTER: 'localnet', SOLANA_LOCALNET_URL: 'http://127.0.0.1:18899' });
    expect(solanaRpcUrl()).toBe('http://127.0.0.1:18899');
  });

  it.each([
    // Unset: test mode, devnet (docs/operators.md "Test mode and going live").
    [undefined, 'https://api.devnet.solana.com'],
    ['mainnet-beta', 'https://api.mainnet-beta.solana.com/'],
    ['devnet', 'https://api.devnet.solana.com'],
    ['testnet', 'https://api.testnet.solana.com'],
  ])("is the cluster's public endpoint otherwise (%s)", (cluster, url) => {
    configure({ SOLANA_CLUSTER: cluster });
    expect(solanaRpcUrl()).toBe(url);
  });
});
