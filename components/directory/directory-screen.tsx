import { IntentLink } from '@/components/navigation/intent-link';
import { LIST_PURPOSES } from '@/components/catalog/list-purposes';
import { CatalogHeader } from '@/components/catalog/catalog-header';
import { FallbackNotice } from '@/components/catalog/fallback-notice';
import { ErrorPanel } from '@/components/errors/error-panel';
import { isExcludedSiteName } from '@/content/catalog';
import { MALL_FLOORS } from '@/lib/catalog/types';
import { readDomains, type DomainList } from '@/lib/catalog';
import { DIRECTORY_FLOOR_LIMIT } from '@/lib/rules/catalog-limits';
import { PRODUCT_NAME } from '@/lib/site';
import { matchesArchetype, type DirectoryArchetype } from './archetype';
import { BootIntro } from './boot-intro';
import { MallMap } from './mall-map';
import { RotationPanel } from './rotation-panel';

const chip = 'rounded-full border px-3 py-1 font-mono text-sm';

/** /directory: intro, filter, rotation status, the map and the links (docs/product.md §2). */
export async function DirectoryScreen({ archetype, now }: { archetype: DirectoryArchetype | null; now: Date }) {
  let list: DomainList;
  try {
    // A bounded read per floor: the map shows the first names of each floor, never the whole catalogue.
    const floors = await Promise.all(MALL_FLOORS.map((floor) => readDomains({ floor, limit: DIRECTORY_FLOOR_LIMIT })));
    list = {
      domains: floors.flatMap((floor) => floor.domains),
      source: floors.some((floor) => floor.source === 'fallback') ? 'fallback' : 'database',
    };
  } catch (error) {
    console.error('[directory] catalogue read failed:', error instanceof Error ? error.message : error);
    return (
      <ErrorPanel title="Failed to fetch domains" message="The mall map could not be loaded." retryHref="/directory" />
    );
  }
  const domains = list.domains.filter((d) => !isExcludedSiteName(d.slug) && matchesArchetype(d.archetype, archetype));
  return (
    <>
      <BootIntro />
      <CatalogHeader title="Mall Directory" kicker="// FLOOR PLAN" purpose={LIST_PURPOSES.directory}>
        Four floors of names. Builders head upstairs, degens dig in the basement, everybody meets on the Mainfloor.
      </CatalogHeader>
      <FallbackNotice source={list.source} />
      <nav aria-label="Filter by archetype" className="mb-6 flex flex-wrap items-center gap-3">
        <span className="font-mono text-xs uppercase tracking-wide text-dim">Archetype:</span>
        <IntentLink
          href="/directory?archetype=builder"
          aria-current={archetype === 'builder' ? 'page' : undefined}
          className={`${chip} ${archetype === 'builder' ? 'border-neon-cyan bg-neon-cyan/15 text-neon-cyan' : 'border-edge text-dim hover:text-ink'}`}
        >
          Builder
        </IntentLink>
        <IntentLink
          href="/directory?archetype=degen"
          aria-current={archetype === 'degen' ? 'page' : undefined}
          className={`${chip} ${archetype === 'degen' ? 'border-neon-pink bg-neon-pink/15 text-neon-pink' : 'border-edge text-dim hover:text-ink'}`}
        >
          Degen
        </IntentLink>
        {archetype ? (
          <>
            <span className="text-sm text-dim" role="status">
              Showing {archetype} shops (and those for both).
            </span>
            <IntentLink href="/directory" className="font-mono text-sm text-neon-yellow underline">
              Clear Filter
            </IntentLink>
          </>
        ) : null}
      </nav>
      <div className="mb-8">
        <RotationPanel initialNow={now.toISOString()} />
      </div>
      <MallMap domains={domains} />
      <nav aria-label="More of the mall" className="mt-10 flex flex-wrap gap-3">
        <IntentLink href="/marketplace" className={`${chip} border-neon-green text-neon-green`}>
          Marketplace
        </IntentLink>
        <IntentLink href="/wiki-directory" className={`${chip} border-neon-cyan text-neon-cyan`}>
          Wiki Directory
        </IntentLink>
        <IntentLink href="/domains" className={`${chip} border-neon-purple text-neon-purple`}>
          All Domains
        </IntentLink>
        <IntentLink href="/lore" className={`${chip} border-neon-pink text-neon-pink`}>
          What is {PRODUCT_NAME}?
        </IntentLink>
      </nav>
    </>
  );
}
