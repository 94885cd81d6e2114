'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/components/api/client';
import type { ActivityList } from '@/lib/catalog/name-history';
import { pricePoints } from '@/lib/rules/name-history';
import { EventList } from './event-list';

const PriceChart = dynamic(() => import('./price-chart').then((m) => m.PriceChart), { ssr: false });

/** A name's history on its page: the price chart and the events, read after the page shows (it is cached). */
export function NameActivity({ slug }: { slug: string }) {
  const [events, setEvents] = useState<ActivityList['events'] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void apiRequest<ActivityList>(`/api/domains/${slug}/activity`).then((result) => {
      if (!live) return;
      if (result.ok) setEvents(result.data.events);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [slug]);
  const points = events ? pricePoints(events) : [];
  return (
    <section aria-labelledby="name-activity-title" className="mt-8 rounded-lg border border-edge bg-panel p-4">
      <h2 id="name-activity-title" className="mb-3 font-display text-xl text-neon-cyan">
        Activity
      </h2>
      {failed ? <p className="text-dim">The activity could not be read just now.</p> : null}
      {events === null && !failed ? <p className="text-dim">Reading the activity…</p> : null}
      {events?.length === 0 ? <p className="text-dim">Nothing has happened to this name yet.</p> : null}
      {points.length > 1 ? <PriceChart points={points} /> : null}
      {events && events.length > 0 ? <EventList events={events} /> : null}
    </section>
  );
}
