import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from '@/lib/rules/catalog-search';

/**
 * Search is one step away (docs/product.md §2): a plain GET form to /domains?q=, so it works without JavaScript. An
 * empty search opens the whole catalogue.
 */
export function CatalogueSearch({ className = '' }: { className?: string }) {
  const id = useId();
  return (
    <form method="get" action="/domains" role="search" aria-label="Catalogue search" className={className}>
      <label htmlFor={id} className="sr-only">
        Search the catalogue
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          name="q"
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Search names"
          className="w-full min-w-0 rounded border border-edge bg-panel-2 px-2 py-1 font-mono text-sm text-ink placeholder:text-dim focus-visible:border-neon-cyan"
        />
        <button
          type="submit"
          className="shrink-0 rounded border border-neon-cyan px-2 py-1 font-mono text-xs text-neon-cyan hover:bg-neon-cyan/10"
        >
          Search
        </button>
      </div>
    </form>
  );
}
