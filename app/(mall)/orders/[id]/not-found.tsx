import { IntentLink } from '@/components/navigation/intent-link';

/** /orders/{id} for an order this mall never opened: a 404 inside the mall, with the way back to the racks. */
export default function OrderNotFound() {
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-edge bg-panel p-6 text-center">
      <h1 className="font-display text-2xl text-neon-red">Order Not Found</h1>
      <p className="mt-2 text-dim">
        There is no order at this address. An order&apos;s page is the link Buy opened for it.
      </p>
      <IntentLink
        href="/marketplace"
        className="mt-4 inline-block rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan"
      >
        Back to Marketplace
      </IntentLink>
    </section>
  );
}
