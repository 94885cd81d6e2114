import type { Metadata } from 'next';
import { cache } from 'react';
import { OrderNotFound } from '@/components/orders/order-not-found';
import { OrderPage } from '@/components/orders/order-page';
import { orderStatusView } from '@/lib/commerce/orders/order-status';
import { readDelivery } from '@/lib/commerce/delivery/name-delivery';
import { currentOrder } from '@/lib/commerce/payments/payment-check';
import { readSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { env } from '@/lib/env';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { getSolPrice } from '@/lib/integrations/sol-price';
import { answerStatus } from '@/lib/http/answer-status';
import type { SolanaCluster } from '@/lib/rules/explorer';
import { solanaChainId } from '@/lib/rules/payments';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** One read per request, shared by the page and its title. */
const loadOrder = cache(readSaleOrder);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadOrder((await params).id);
  return { title: found ? 'Your order' : 'Order Not Found', robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const { id } = await params;
  const stored = await loadOrder(id);
  if (!stored) {
    // Rendered here with its status (notFound() before the first flush is an empty document without JavaScript).
    answerStatus(404);
    return <OrderNotFound />;
  }
  const order = paymentsEnabled() ? await currentOrder(stored) : stored;
  const { usd } = await getSolPrice();
  const delivery = order.status === 'paid' ? await readDelivery(order.id) : null;
  const { SITE_URL } = env();
  return (
    <OrderPage
      order={await orderStatusView(order)}
      usdPerSol={usd}
      chain={solanaChainId(order.cluster as SolanaCluster)}
      pageUrl={new URL(`/orders/${order.id}`, SITE_URL).toString()}
      delivering={delivery?.state === 'pending' || delivery?.state === 'sent'}
    />
  );
}
