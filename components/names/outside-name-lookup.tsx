import { CatalogUnavailableError, readDomain } from '@/lib/catalog';
import { isDatabaseUnavailable } from '@/lib/db';
import { checkNameSafety } from '@/lib/rules/name-safety';
import { isExcludedSiteName } from '@/lib/rules/site-exclusions';
import { ChainFacts } from './chain-facts';

async function onOurRacks(name: string): Promise<boolean> {
  if (isExcludedSiteName(name)) return false;
  try {
    return (await readDomain(name)).domain !== null;
  } catch (error) {
    if (isDatabaseUnavailable(error) || error instanceof CatalogUnavailableError) return false;
    throw error;
  }
}

/** A search for a valid .sol name the mall does not sell: the name's state on chain (a catalogue name shows as ever). */
export async function OutsideNameLookup({ q }: { q: string | undefined }) {
  if (!q) return null;
  const safety = checkNameSafety(q);
  if (!safety.ok || (await onOurRacks(safety.name))) return null;
  return (
    <div className="mb-6">
      <ChainFacts key={safety.name} name={safety.name} outside />
    </div>
  );
}
