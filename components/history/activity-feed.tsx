import { IntentLink } from '@/components/navigation/intent-link';
import { readActivity } from '@/lib/catalog/name-history';
import { NAME_EVENT_KINDS, NAME_EVENT_LABELS, type NameEventKind } from '@/lib/rules/name-history';
import { ActivityPager } from './activity-pager';
import { activityHref, readOrNull } from './activity-query';
import { EventList } from './event-list';

const ANCHOR = 'activity-feed';
const PATH = '/marketplace';

const chip = (selected: boolean) =>
  `rounded border px-3 py-1 ${selected ? 'border-neon-cyan text-neon-cyan' : 'border-edge text-dim hover:text-neon-cyan'}`;

/**
 * The mall's activity on /marketplace: every name's events, newest first, filtered by kind and paged by links
 * (`?kind=sold&before=…`), rendered on the server so both work without JavaScript.
 */
export async function ActivityFeed({ kind, before }: { kind: NameEventKind | null; before?: number }) {
  const page = await readOrNull(() => readActivity(kind ? [kind] : [], { before }));
  const filters: { kind: NameEventKind | null; label: string }[] = [
    { kind: null, label: 'All' },
    ...NAME_EVENT_KINDS.map((k) => ({ kind: k, label: NAME_EVENT_LABELS[k] })),
  ];
  return (
    <section id={ANCHOR} aria-labelledby="activity-feed-title" className="mt-10 panel p-4">
      <h2 id="activity-feed-title" className="mb-3 font-display text-2xl text-neon-cyan">
        Mall activity
      </h2>
      <nav aria-label="Filter activity" className="mb-3">
        <ul className="flex flex-wrap gap-2 font-mono text-xs">
          {filters.map((filter) => (
            <li key={filter.label}>
              <IntentLink
                href={activityHref(PATH, ANCHOR, { kind: filter.kind })}
                aria-current={filter.kind === kind ? 'page' : undefined}
                className={chip(filter.kind === kind)}
              >
                {filter.label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      {page === null ? <p className="text-dim">The activity could not be read just now.</p> : null}
      {page?.events.length === 0 ? <p className="text-dim">Nothing to show yet.</p> : null}
      {page && page.events.length > 0 ? <EventList events={page.events} withName /> : null}
      <ActivityPager
        newest={before ? activityHref(PATH, ANCHOR, { kind }) : null}
        older={page?.olderBefore ? activityHref(PATH, ANCHOR, { kind, before: page.olderBefore }) : null}
      />
    </section>
  );
}
