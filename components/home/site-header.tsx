import { CatalogueSearch } from '@/components/navigation/catalogue-search';
import { IntentLink } from '@/components/navigation/intent-link';

const NAV = [
  { href: '/marketplace', label: 'Marketplace' },
  { href: '/scavrack', label: 'Scav Rack' },
  { href: '/directory', label: 'Mall Map' },
  { href: '/guide', label: 'Guide' },
];

/** Header of the pages outside the mall layout (/ and /app). */
export function SiteHeader() {
  return (
    <header className="relative z-10 mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-panel focus:p-2 focus:text-neon-cyan"
      >
        Skip to content
      </a>
      <IntentLink href="/" className="font-display text-lg font-black tracking-widest text-neon-pink neon-text">
        RETAILVERSE
      </IntentLink>
      <nav aria-label="Main">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 font-mono text-sm">
          {NAV.map((item) => (
            <li key={item.href}>
              <IntentLink href={item.href} className="text-dim hover:text-neon-cyan">
                {item.label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      <CatalogueSearch className="w-full sm:w-64" />
    </header>
  );
}
