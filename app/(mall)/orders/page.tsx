import type { Metadata } from 'next';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { ErrorPanel } from '@/components/errors/error-panel';
import { MyOffers } from '@/components/offers/my-offers';
import { MyOrders } from '@/components/orders/my-orders';
import { ConnectPrompt } from '@/components/tickets/connect-prompt';
import { currentWallet } from '@/lib/auth';
import { walletOffers } from '@/lib/commerce/offers/offers';
import { readWalletOrders } from '@/lib/commerce/orders/wallet-orders';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My orders', robots: { index: false } };

async function load(wallet: string) {
  try {
    const orders = await readWalletOrders(wallet);
    return { orders, offers: await walletOffers(wallet) };
  } catch (error) {
    console.error('[orders] cannot read the wallet orders:', (error as Error).message);
    return null;
  }
}

export default async function MyOrdersPage() {
  const wallet = await currentWallet();
  const read = wallet ? await load(wallet) : null;
  return (
    <>
      <CatalogHeader title="My orders" kicker="// RECEIPTS">
        Every name this wallet paid for: where it stands, the transaction on chain and the receipt; and its offers.
      </CatalogHeader>
      {!wallet ? (
        <ConnectPrompt why="Connect and sign in with the wallet you paid from to see your orders." />
      ) : !read ? (
        <ErrorPanel title="Orders unavailable" message="Database not available" retryHref="/orders" />
      ) : (
        <>
          <MyOrders orders={read.orders} />
          <MyOffers offers={read.offers} />
        </>
      )}
    </>
  );
}
