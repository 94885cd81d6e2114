'use client';

import { useEffect, useState } from 'react';
import { apiRequest } from '@/components/api/client';
import type { ActivityList } from '@/lib/catalog/name-history';
import { NAME_EVENT_KINDS, NAME_EVENT_LABELS, type NameEventKind } from '@/lib/rules/name-history';
import { EventList } from './event-list';

/** The mall's activity on /marketplace: every name's events, newest first, filtered by kind. */
export function ActivityFeed() {
  const [kind, setKind] = useState<NameEventKind | null>(null);
  const [events, setEvents] = useState<ActivityList['events'] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void apiRequest<ActivityList>(`/api/activity${kind ? `?kind=${kind}` : ''}`).then((result) => {
      if (!live) return;
      setFailed(!result.ok);
      if (result.ok) setEvents(result.data.events);
    });
    return () => {
      live = false;
    };
  }, [kind]);
  const chip = (selected: boolean) =>
    `rounded border px-3 py-1 ${selected ? 'border-neon-cyan text-neon-cyan' : 'border-edge text-dim hover:text-neon-cyan'}`;
  return (
    <section aria-labelledby="activity-feed-title" className="mt-10 rounded-lg border border-edge bg-panel p-4">
      <h2 id="activity-feed-title" className="mb-3 font-display text-2xl text-neon-cyan">
        Mall activity
      </h2>
      <div role="group" aria-label="Filter activity" className="mb-3 flex flex-wrap gap-2 font-mono text-xs">
        <button
          type="button"
          aria-pressed={kind === null}
          className={chip(kind === null)}
          onClick={() => setKind(null)}
        >
          All
        </button>
        {NAME_EVENT_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            className={chip(kind === k)}
            onClick={() => setKind(k)}
          >
            {NAME_EVENT_LABELS[k]}
          </button>
        ))}
      </div>
      {failed ? <p className="text-dim">The activity could not be read just now.</p> : null}
      {events?.length === 0 ? <p className="text-dim">Nothing to show yet.</p> : null}
      {events && events.length > 0 ? <EventList events={events} withName /> : null}
    </section>
  );
}
