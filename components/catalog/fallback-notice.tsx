import { FALLBACK_NOTICE } from '@/lib/catalog';
import type { CatalogSource } from '@/lib/catalog/types';

/** Shown whenever the answer came from the built-in fallback set. */
export function FallbackNotice({ source }: { source: CatalogSource }) {
  if (source !== 'fallback') return null;
  return (
    <p
      role="status"
      className="mb-6 rounded border border-neon-yellow/60 bg-neon-yellow/10 px-4 py-3 text-sm text-neon-yellow"
    >
      {FALLBACK_NOTICE}
    </p>
  );
}
