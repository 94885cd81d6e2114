import { IntentLink } from '@/components/navigation/intent-link';

/** The not-found state of /domains/{slug} and /wiki/{slug} (docs/product.md §2). */
export function DomainNotFound({ linkLabel }: { linkLabel: 'Back to Domains' | 'Browse Domains' }) {
  return (
    <section
      className="mx-auto my-12 max-w-xl rounded-lg border border-neon-pink/60 bg-panel p-8 text-center"
      data-testid="domain-not-found"
    >
      <p aria-hidden="true" className="text-4xl">
        🕳️
      </p>
      <h1 className="mt-2 font-display text-2xl text-neon-pink">Domain Not Found</h1>
      <p className="mt-2 text-dim">This domain doesn&apos;t exist in our vault.</p>
      <IntentLink
        href="/domains"
        className="mt-6 inline-block rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan hover:bg-neon-cyan/10"
      >
        {linkLabel}
      </IntentLink>
    </section>
  );
}
