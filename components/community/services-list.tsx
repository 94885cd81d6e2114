import { IntentLink } from '@/components/navigation/intent-link';
import { ARTWORK_FROM_SOL, BUILD_ADDON_SOL, BUILD_PRICES } from '@/lib/rules/pricing';

const BUILD_NOTES: Record<string, string> = {
  'Quick Snag': 'A one-page storefront on your name: logo, links, wallet connect.',
  Mid: 'A multi-section site with lore, art direction and a listing in the mall.',
  Premium: 'A full build: custom site, lore and animation, premium rotation.',
};

/** /services: the upgrade and build services with their prices. */
export function ServicesList() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="artwork-heading" className="rounded-xl border border-neon-pink/50 bg-panel p-6">
        <h2 id="artwork-heading" className="font-display text-xl text-neon-pink">
          Custom SNS Artwork
        </h2>
        <p className="mt-2 text-dim">A hand-made image for your .sol name, in the mall&apos;s neon style.</p>
        <p className="mt-3 font-mono text-lg text-ink">From {ARTWORK_FROM_SOL} SOL</p>
      </section>
      <section aria-labelledby="builds-heading">
        <h2 id="builds-heading" className="mb-4 font-display text-xl text-neon-cyan">
          Build Slots
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {BUILD_PRICES.map((build) => (
            <li key={build.name} className="flex flex-col rounded-xl border border-edge bg-panel p-5">
              <h3 className="font-display text-ink">{build.name}</h3>
              <p className="mt-2 font-mono text-2xl text-neon-cyan">{build.price}</p>
              <p className="mt-2 text-sm text-dim">{BUILD_NOTES[build.name]}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 font-mono text-sm text-dim">Build add-on: +{BUILD_ADDON_SOL} SOL per extra feature.</p>
      </section>
      <div className="flex flex-wrap gap-3">
        <IntentLink
          href="/upgrade"
          className="rounded border border-neon-cyan bg-neon-cyan/10 px-5 py-2 font-mono text-neon-cyan hover:bg-neon-cyan/20"
        >
          Request an Upgrade →
        </IntentLink>
        <IntentLink
          href="/contact"
          className="rounded border border-edge px-5 py-2 font-mono text-ink hover:border-neon-cyan"
        >
          Ask a Question
        </IntentLink>
      </div>
    </div>
  );
}
