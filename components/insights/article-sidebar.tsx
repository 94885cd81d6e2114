import { IntentLink } from '@/components/navigation/intent-link';
import type { TocEntry } from '@/lib/content/headings';
import { ShareLinks } from './share-links';

const EXPLORE = [
  { href: '/directory', label: 'Mall Directory' },
  { href: '/marketplace', label: 'Marketplace' },
  { href: '/scavrack', label: 'Scav Rack' },
  { href: '/vault', label: 'Vaulted Domains' },
] as const;

const panel = 'panel p-4';
const heading = 'mb-3 font-mono text-xs uppercase tracking-widest text-dim';

/** Table of contents, explore links, build calls to action and share buttons. */
export function ArticleSidebar({ toc, title, url }: { toc: readonly TocEntry[]; title: string; url: string }) {
  return (
    <aside className="space-y-6 lg:sticky lg:top-6 lg:self-start" aria-label="Article tools">
      {toc.length > 0 ? (
        <nav aria-labelledby="toc-heading" className={panel}>
          <h2 id="toc-heading" className={heading}>
            On this page
          </h2>
          <ol className="space-y-2 text-sm">
            {toc.map((entry) => (
              <li key={entry.id} className={entry.depth === 3 ? 'pl-4' : undefined}>
                <a href={`#${entry.id}`} className="text-ink/90 hover:text-neon-cyan">
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <nav aria-labelledby="explore-heading" className={panel}>
        <h2 id="explore-heading" className={heading}>
          Explore the mall
        </h2>
        <ul className="space-y-2 text-sm">
          {EXPLORE.map((link) => (
            <li key={link.href}>
              <IntentLink href={link.href} className="text-neon-cyan hover:underline">
                {link.label} →
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="build-heading" className={`${panel} border-neon-pink/50`}>
        <h2 id="build-heading" className={heading}>
          Build on a name
        </h2>
        <p className="text-sm text-dim">Turn a .sol name into a storefront with lore, art and a live site.</p>
        <div className="mt-3 flex flex-col gap-2 font-mono text-sm">
          <IntentLink
            href="/upgrade"
            className="rounded border border-neon-pink px-3 py-2 text-center text-neon-pink hover:bg-neon-pink/10"
          >
            Request an Upgrade
          </IntentLink>
          <IntentLink
            href="/services"
            className="rounded border border-edge px-3 py-2 text-center text-ink hover:border-neon-cyan"
          >
            See Services
          </IntentLink>
        </div>
      </section>
      <section aria-label="Share this article" className={panel}>
        <ShareLinks title={title} url={url} />
      </section>
    </aside>
  );
}
