import { IntentLink } from '@/components/navigation/intent-link';

/** /checkout/{slug} for a name the catalogue does not have: a 404 with the way back. */
export default function CheckoutDomainNotFound() {
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-edge bg-panel p-6 text-center">
      <h1 className="font-display text-2xl text-neon-red">Domain Not Found</h1>
      <p className="mt-2 text-dim">This domain doesn&apos;t exist in our vault.</p>
      <IntentLink
        href="/marketplace"
        className="mt-4 inline-block rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan"
      >
        Back to Marketplace
      </IntentLink>
    </section>
  );
}
