import { loadDomain } from '@/components/catalog/load-domain';
import { IntentLink } from '@/components/navigation/intent-link';
import { HOME_FEATURED_NODES, HOME_MYTHIC_STRIP, type HomeNode } from '@/content/home';

/** Each node with its catalogue price; a name the catalogue no longer holds is left out rather than linked. */
async function withPrices(nodes: readonly HomeNode[]): Promise<(HomeNode & { price: string })[]> {
  const domains = await Promise.all(nodes.map((node) => loadDomain(node.slug)));
  return nodes.flatMap((node, i) => {
    const domain = domains[i]!.domain;
    return domain ? [{ ...node, price: domain.price }] : [];
  });
}

export async function FeaturedNodes() {
  const nodes = await withPrices(HOME_FEATURED_NODES);
  return (
    <section aria-labelledby="featured-nodes-title" className="px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <h2 id="featured-nodes-title" className="font-display text-2xl tracking-wider text-ink">
          Featured Nodes
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {nodes.map((node) => (
            <li key={node.slug}>
              <IntentLink
                href={`/wiki/${node.slug}`}
                className="group relative block overflow-hidden rounded-lg border border-neon-purple/40 bg-panel p-6 transition hover:border-neon-purple hover:shadow-[0_0_30px_rgb(192_132_252/0.25)]"
              >
                <span className="font-mono text-xs text-neon-purple">NODE // {node.slug.toUpperCase()}</span>
                <span className="mt-2 block font-display text-xl text-ink">{node.slug}.sol</span>
                <span className="mt-1 block text-sm text-dim">{node.blurb}</span>
                <span className="mt-4 block font-mono text-lg text-neon-green">{node.price}</span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export async function MythicStrip() {
  const nodes = await withPrices(HOME_MYTHIC_STRIP);
  return (
    <section aria-labelledby="mythic-strip-title" className="border-y border-neon-yellow/30 bg-neon-yellow/5 px-4 py-8">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 md:flex-row md:items-center">
        <h2 id="mythic-strip-title" className="font-display text-lg tracking-[0.25em] text-neon-yellow md:w-48">
          MYTHIC STRIP
        </h2>
        <ul className="grid flex-1 gap-3 sm:grid-cols-3">
          {nodes.map((node) => (
            <li key={node.slug}>
              <IntentLink
                href={`/wiki/${node.slug}`}
                className="flex items-baseline justify-between gap-3 rounded border border-neon-yellow/40 bg-void px-4 py-3 transition hover:border-neon-yellow"
              >
                <span className="font-mono text-ink">{node.slug}.sol</span>
                <span className="font-mono text-neon-yellow">{node.price}</span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
