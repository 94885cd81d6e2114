'use client';

import { STORAGE_KEYS } from '@/lib/rules/storage-keys';
import { useLocalStorageItem } from './use-local-storage';

const FILTERS = [
  { key: 'vaulted', label: 'Vaulted' },
  { key: 'midTier', label: 'Mid Tier' },
  { key: 'flashDeals', label: 'Flash Deals' },
] as const;
type FilterKey = (typeof FILTERS)[number]['key'];
type FilterSelection = Record<FilterKey, boolean>;

function parseSelection(raw: string | null): FilterSelection {
  const selection: FilterSelection = { vaulted: false, midTier: false, flashDeals: false };
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object') {
      for (const { key } of FILTERS) selection[key] = (value as Record<string, unknown>)[key] === true;
    }
  } catch {
    // A corrupt value reads as nothing selected.
  }
  return selection;
}

/**
 * The three sidebar toggles of docs/product.md §2: they keep a local selection and filter nothing. The stored
 * selection is read once the sidebar has been on screen (`shown`).
 */
export function FilterToggles({ shown }: { shown: boolean }) {
  const [raw, setRaw] = useLocalStorageItem(STORAGE_KEYS.sidebarFilters, shown);
  const selection = parseSelection(raw);
  return (
    <div role="group" aria-labelledby="sidebar-filters-label">
      <p id="sidebar-filters-label" className="mb-2 font-mono text-xs uppercase tracking-widest text-dim">
        Filters
      </p>
      <div className="flex flex-wrap gap-2">
        {FILTERS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            aria-pressed={selection[key]}
            onClick={() => setRaw(JSON.stringify({ ...selection, [key]: !selection[key] }))}
            className="rounded-full border border-edge px-3 py-1 font-mono text-xs text-dim transition-colors hover:border-neon-pink hover:text-ink aria-pressed:border-neon-pink aria-pressed:bg-neon-pink/15 aria-pressed:text-neon-pink"
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
