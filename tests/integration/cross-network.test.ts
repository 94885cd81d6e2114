import { describe, expect, it } from 'vitest';
import { CLUSTER_GENESIS_HASHES as GENESIS_HASHES } from '../support/solana-rpc-stand-in.mjs';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, status, useSellingMall } from './support/selling-mall';

const statusOf = async (id: string) => ((await (await status(id)).json()) as { status: string }).status;

describe.each(testEngines)('an order is paid only on its own network, on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);

  /** The mall switched to `cluster`, its RPC (the stand-in) serving that network. */
  function sellOn(cluster: 'mainnet-beta' | 'devnet') {
    configure({ SOLANA_CLUSTER: cluster });
    mall.rpc().setGenesisHash(GENESIS_HASHES[cluster]);
  }

  it('a test order paid while the mall sells on mainnet is never completed, nor a live order paid on devnet', async () => {
    try {
      const testOrder = await mall.openOrder();
      expect(testOrder.body).toMatchObject({ cluster: 'devnet' });
      sellOn('mainnet-beta');
      const liveOrder = await mall.openOrder();
      expect(liveOrder.body).toMatchObject({ cluster: 'mainnet-beta' });
      mall.payExactly(testOrder);
      expect(await statusOf(testOrder.body.id)).toBe('awaiting_payment');

      sellOn('devnet');
      mall.payExactly(liveOrder);
      expect(await statusOf(liveOrder.body.id)).toBe('awaiting_payment');
      // On its own network the same kind of payment completes: the test order, paid now on devnet.
      mall.payExactly(testOrder);
      expect(await statusOf(testOrder.body.id)).toBe('paid');
    } finally {
      configure({ SOLANA_CLUSTER: undefined });
      mall.rpc().setGenesisHash(GENESIS_HASHES.devnet);
    }
  });
});
