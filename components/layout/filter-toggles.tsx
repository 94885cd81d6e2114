import { IntentLink } from '@/components/navigation/intent-link';

/** The sidebar's three filters, each the catalogue with that filter set (docs/product.md §2 "Shared layout"). */
const SIDEBAR_FILTERS = [
  { label: 'Vaulted', href: '/domains?vaulted=1' },
  { label: 'Mid Tier', href: '/domains?category=mid' },
  { label: 'Flash Deals', href: '/domains?category=flashRack' },
] as const;

/**
 * The filter toggles of the spec kept only a local selection that filtered nothing; here each one opens /domains
 * filtered to what it names.
 */
export function FilterToggles({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-labelledby="sidebar-filters-label">
      <p id="sidebar-filters-label" className="mb-2 font-mono text-xs uppercase tracking-widest text-dim">
        Filters
      </p>
      <ul className="flex flex-wrap gap-2">
        {SIDEBAR_FILTERS.map(({ label, href }) => (
          <li key={label}>
            <IntentLink
              href={href}
              onClick={onNavigate}
              className="inline-block rounded-full border border-edge px-3 py-1 font-mono text-xs text-dim transition-colors hover:border-neon-pink hover:text-ink"
            >
              {label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
