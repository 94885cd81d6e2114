import { IntentLink } from '@/components/navigation/intent-link';
import { CatalogHeader } from './catalog-header';

const STOPS = [
  {
    href: '/marketplace',
    title: 'Marketplace',
    text: 'Three racks: MYTHIC, FEATURED and OFFERS. Only names still available are shown, each with its rotation countdown.',
  },
  {
    href: '/scavrack',
    title: 'Scav Rack',
    text: 'Cheap random names in the basement. A slot machine sets the price: FREE, 0.19 or 0.25 SOL. Respins cost a ticket.',
  },
  { href: '/vault', title: 'Vault', text: 'Locked premium names. Some are listed, some wait for an unlock request.' },
  {
    href: '/directory',
    title: 'Mall Directory',
    text: 'The floor plan: four floors, three rotating wings, filter by builder or degen.',
  },
  {
    href: '/wiki/retailverse',
    title: 'Domain wiki (/wiki/[slug])',
    text: 'Every name has a lore page: its story, details and a live preview of its site. Start with retailverse.sol.',
  },
  { href: '/lore', title: 'Lore', text: 'How a dead mall came back to life, in eight chapters.' },
  { href: '/vote', title: 'Community Vote', text: 'Pick which vaulted names should hit the racks next.' },
  { href: '/catalog', title: 'Catalog', text: 'Every active listing with search, filters and sorting.' },
] as const;

/** /guide: where everything is in the mall (docs/product.md §2). */
export function GuideScreen() {
  return (
    <>
      <CatalogHeader title="How to Navigate" kicker="// ORIENTATION">
        New in the mall? Here is every stop worth knowing, in the order most scavs discover them.
      </CatalogHeader>
      <ol className="grid gap-4 md:grid-cols-2">
        {STOPS.map((stop, index) => (
          <li key={stop.href} className="panel p-5">
            <p className="font-mono text-xs text-neon-pink">STOP {String(index + 1).padStart(2, '0')}</p>
            <h2 className="mt-1 font-display text-lg">
              <IntentLink href={stop.href} className="text-neon-cyan hover:underline">
                {stop.title}
              </IntentLink>
            </h2>
            <p className="mt-2 text-sm text-dim">{stop.text}</p>
            <p className="mt-2 font-mono text-xs text-dim">
              {stop.href === '/wiki/retailverse' ? '/wiki/[slug]' : stop.href}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
