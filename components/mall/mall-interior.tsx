import { IntentLink } from '@/components/navigation/intent-link';

/** What a wallet with access sees inside the mall. */
export function MallInterior() {
  return (
    <section aria-labelledby="mall-heading" data-testid="mall-interior">
      <h1 id="mall-heading" className="font-display text-3xl text-neon-cyan neon-text">
        Welcome to the Mall
      </h1>
      <p className="mt-3 max-w-2xl text-dim">
        Your pass is good. The Premium Wing, vault previews and the hoodie dojo are open to you.
      </p>
      <div className="mt-6 flex flex-wrap gap-3 font-mono text-sm">
        <IntentLink href="/directory" className="rounded border border-neon-cyan px-4 py-2 text-neon-cyan">
          Mall Directory
        </IntentLink>
        <IntentLink href="/vault" className="rounded border border-neon-yellow px-4 py-2 text-neon-yellow">
          Vault Previews
        </IntentLink>
        <IntentLink href="/marketplace" className="rounded border border-neon-green px-4 py-2 text-neon-green">
          Marketplace
        </IntentLink>
      </div>
    </section>
  );
}
