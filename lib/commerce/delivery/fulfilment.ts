import 'server-only';
import { shortAddress } from '../../auth/wallet-address';
import { AppError, conflict } from '../../errors';
import { lookupSnsRegistration, snsNameAccountKey } from '../../integrations/sns';
import { fulfilSaleOrder, requireSaleOrder, type SaleOrder } from '../orders/sale-orders';

const OWNER_CHECK_DOWN = (name: string) =>
  `The Solana network did not answer, so who owns ${name} could not be read. Nothing changed; try again in a moment.`;

/**
 * Marks a paid order fulfilled only when the chain shows its name owned by the buyer (the name account's owner, or
 * the NFT holder of a tokenized name), read fresh rather than from the cache. The console, the CLI and automatic
 * delivery all end an order here (docs/operators.md "Fulfil").
 */
export async function fulfilOrderAfterOwnerCheck(id: string, now = new Date()): Promise<SaleOrder> {
  const order = await requireSaleOrder(id);
  if (order.status !== 'paid') return fulfilSaleOrder(id, now);
  const name = order.domainName.endsWith('.sol') ? order.domainName : `${order.domainName}.sol`;
  if (!order.buyer) throw conflict(`Order ${id} has no buyer recorded, so ${name} cannot be checked on chain.`);
  const onChain = await lookupSnsRegistration(snsNameAccountKey(name.slice(0, -'.sol'.length)));
  if (onChain.status === 'unreachable') throw new AppError('unavailable', OWNER_CHECK_DOWN(name));
  if (onChain.status === 'unregistered') {
    throw conflict(`${name} is not registered on chain; register it and transfer it to the buyer first.`);
  }
  if (onChain.owner !== order.buyer) {
    throw conflict(
      `${name} is still owned by ${shortAddress(onChain.owner)} on chain; transfer it to the buyer (${shortAddress(order.buyer)}) first.`,
    );
  }
  return fulfilSaleOrder(id, now);
}
