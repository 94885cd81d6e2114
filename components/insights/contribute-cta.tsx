import { IntentLink } from '@/components/navigation/intent-link';

/** The contribution call to action of /insights. */
export function ContributeCta() {
  return (
    <section
      aria-labelledby="contribute-heading"
      className="mt-12 rounded-xl border border-neon-green/50 bg-panel p-6 text-center"
    >
      <h2 id="contribute-heading" className="font-display text-xl text-neon-green">
        Got Alpha Worth Sharing?
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-dim">
        Write for the Retailverse: guides, lore, market notes or build logs. Pitch an article or a domain, or ping the
        ops desk.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3 font-mono text-sm">
        <IntentLink
          href="/submit"
          className="rounded border border-neon-green px-4 py-2 text-neon-green hover:bg-neon-green/10"
        >
          Submit an Idea
        </IntentLink>
        <IntentLink href="/contact" className="rounded border border-edge px-4 py-2 text-ink hover:border-neon-cyan">
          Contact Us
        </IntentLink>
      </div>
    </section>
  );
}
