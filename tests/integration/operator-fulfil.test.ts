import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilOrderAfterOwnerCheck } from '@/lib/commerce/delivery/fulfilment';
import { readSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { startSnsRpcStandIn, type SnsRpcStandIn } from '../support/sns-rpc-stand-in';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, operatorOrders, status, useSellingMall } from './support/selling-mall';

const operator = operatorOrders;
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

describe.each(testEngines)('fulfilling an order only once the buyer owns the name on chain, on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  let sns: SnsRpcStandIn;
  beforeAll(async () => {
    sns = await startSnsRpcStandIn();
  });
  afterAll(() => sns.close());

  /** A paid order, then the mall reads the chain through the SNS stand-in (holding the name accounts). */
  async function paidOrderReadingNames() {
    const opened = await mall.openOrder();
    const { buyer } = mall.payExactly(opened);
    expect((await (await status(opened.body.id)).json()).status).toBe('paid');
    configure({ SOLANA_RPC_URL: sns.url });
    return { ...opened, buyer };
  }

  it('refuses while the name is not the buyer’s, says so when the network is down, and fulfils once it is', async () => {
    const { name, body, buyer } = await paidOrderReadingNames();
    try {
      const fulfil = () => operator({ action: 'fulfil', id: body.id });
      const domain = `${name.slug}.sol`;

      const unregistered = await fulfil();
      expect(unregistered.status).toBe(409);
      expect((await unregistered.json()).error.message).toBe(
        `${domain} is not registered on chain; register it and transfer it to the buyer first.`,
      );

      const seller = Keypair.generate();
      sns.register({ name: name.slug, owner: seller });
      const notYet = await fulfil();
      expect(notYet.status).toBe(409);
      expect((await notYet.json()).error.message).toBe(
        `${domain} is still owned by ${short(seller.publicKey.toBase58())} on chain; transfer it to the buyer (${short(buyer.publicKey.toBase58())}) first.`,
      );

      sns.register({ name: name.slug, owner: buyer });
      sns.setDown(true);
      const down = await fulfil();
      expect(down.status).toBe(503);
      expect((await down.json()).error.message).toBe(
        `The Solana network did not answer, so who owns ${domain} could not be read. Nothing changed; try again in a moment.`,
      );
      expect((await readSaleOrder(body.id))!.status).toBe('paid');
      sns.setDown(false);

      const done = await fulfil();
      expect(done.status).toBe(200);
      expect((await done.json()).order.status).toBe('fulfilled');
      expect((await readSaleOrder(body.id))!.fulfilledAt).not.toBeNull();
      // Once fulfilled, fulfilling again is refused (the lib function the CLI and automatic delivery share).
      await expect(fulfilOrderAfterOwnerCheck(body.id)).rejects.toThrow(
        `Order ${body.id} is fulfilled; only a paid order can be marked fulfilled.`,
      );
    } finally {
      sns.setDown(false);
      configure({ SOLANA_RPC_URL: mall.rpc().url });
    }
  });
});
