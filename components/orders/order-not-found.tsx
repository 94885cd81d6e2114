import { NotFoundPanel } from '@/components/errors/not-found-panel';

/** /orders/{id} for an order this mall never opened: a 404 inside the mall, with the way back to the racks. */
export function OrderNotFound() {
  return (
    <NotFoundPanel
      title="Order Not Found"
      message="There is no order at this address. An order's page is the link Buy opened for it."
      backHref="/marketplace"
      backLabel="Back to Marketplace"
    />
  );
}
