import { readNameHistory } from '@/lib/catalog/name-history';
import { pricePoints } from '@/lib/rules/name-history';
import { ActivityPager } from './activity-pager';
import { activityHref, readOrNull } from './activity-query';
import { EventList } from './event-list';
import { PriceChartIsland } from './price-chart-island';

const ANCHOR = 'name-activity';

/**
 * A name's history on its page (docs/product.md "A name's history"), rendered on the server a page at a time with
 * links to older events, so it reads and pages without JavaScript; the price chart of the page's events is the one
 * part that needs it.
 */
export async function NameActivity({ slug, before }: { slug: string; before?: number }) {
  const page = await readOrNull(() => readNameHistory(slug, { before }));
  const points = page ? pricePoints(page.events) : [];
  const path = `/domains/${slug}`;
  return (
    <section id={ANCHOR} aria-labelledby="name-activity-title" className="mt-8 panel p-4">
      <h2 id="name-activity-title" className="mb-3 font-display text-xl text-neon-cyan">
        Activity
      </h2>
      {page === null ? <p className="text-dim">The activity could not be read just now.</p> : null}
      {page?.events.length === 0 ? (
        <p className="text-dim">{before ? 'No older events.' : 'Nothing has happened to this name yet.'}</p>
      ) : null}
      {points.length > 1 ? <PriceChartIsland points={points} /> : null}
      {page && page.events.length > 0 ? <EventList events={page.events} /> : null}
      <ActivityPager
        newest={before ? activityHref(path, ANCHOR) : null}
        older={page?.olderBefore ? activityHref(path, ANCHOR, { before: page.olderBefore }) : null}
      />
    </section>
  );
}
