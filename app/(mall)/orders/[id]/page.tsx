import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderPage } from '@/components/orders/order-page';
import { orderStatusView } from '@/lib/commerce/orders/order-status';
import { readDelivery } from '@/lib/commerce/delivery/name-delivery';
import { currentOrder } from '@/lib/commerce/payments/payment-check';
import { readSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { env } from '@/lib/env';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { getSolPrice } from '@/lib/integrations/sol-price';
import type { SolanaCluster } from '@/lib/rules/explorer';
import { solanaChainId } from '@/lib/rules/payments';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

export default async function Page({ params }: Props) {
  const { id } = await params;
  const stored = await readSaleOrder(id);
  if (!stored) notFound();
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
