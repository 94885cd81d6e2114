import { IntentLink } from '@/components/navigation/intent-link';
import { LIST_PURPOSES } from './list-purposes';
import { ErrorPanel } from '@/components/errors/error-panel';
import { readBasementDomains } from '@/lib/catalog';
import { CatalogHeader } from './catalog-header';
import { DomainGrid } from './domain-grid';
import { FallbackNotice } from './fallback-notice';

/** /basement: the Glitch Militia's floor and its domains. Public, no wallet needed. */
export async function BasementScreen() {
  let list;
  try {
    list = await readBasementDomains();
  } catch (error) {
    console.error('[basement] catalogue read failed:', error instanceof Error ? error.message : error);
    return (
      <ErrorPanel
        title="Failed to fetch domains"
        message="The basement stalls could not be loaded."
        retryHref="/basement"
      />
    );
  }
  return (
    <>
      <CatalogHeader title="The Basement" kicker="// B1 · GLITCH MILITIA" purpose={LIST_PURPOSES.basement}>
        Below the Scav Rack, behind a door with a hand-painted glitch, the Glitch Militia keeps its stalls. No wallet,
        no pass, no questions: the basement is public.
      </CatalogHeader>
      <section aria-labelledby="militia-heading" className="mb-8 rounded-lg border border-neon-purple/50 bg-panel p-6">
        <h2 id="militia-heading" className="font-display text-xl text-neon-purple">
          Who are the Glitch Militia?
        </h2>
        <p className="mt-2 text-dim">
          The mall&apos;s third tier, after the Scav Rack and the Featured Marketplace: scavs who stayed down here after
          the lights came back, trading odd names, patching broken kiosks and guarding the back way into the vault.
          Regulars find them through the{' '}
          <IntentLink href="/vault" className="text-neon-cyan underline">
            vault
          </IntentLink>{' '}
          or by typing the right command into the mini terminal.
        </p>
        <div className="mt-4 flex flex-wrap gap-3 font-mono text-sm">
          <IntentLink
            href="/scavrack"
            className="rounded border border-neon-green px-3 py-1.5 text-neon-green hover:bg-neon-green/10"
          >
            Spin the Scav Rack
          </IntentLink>
          <IntentLink
            href="/directory"
            className="rounded border border-neon-cyan px-3 py-1.5 text-neon-cyan hover:bg-neon-cyan/10"
          >
            Mall Directory
          </IntentLink>
          <IntentLink
            href="/insights"
            className="rounded border border-neon-pink px-3 py-1.5 text-neon-pink hover:bg-neon-pink/10"
          >
            Read the Insights
          </IntentLink>
        </div>
      </section>
      <FallbackNotice source={list.source} />
      <h2 className="mb-4 font-display text-2xl text-neon-cyan">Basement Stalls</h2>
      {list.domains.length ? (
        <DomainGrid domains={list.domains} />
      ) : (
        <p className="panel p-6 text-dim">The stalls are empty tonight. Check back after the next rotation.</p>
      )}
    </>
  );
}
