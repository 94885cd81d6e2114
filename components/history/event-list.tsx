import { IntentLink } from '@/components/navigation/intent-link';
import type { NameEventView } from '@/lib/catalog/name-history';
import { formatSol, lamportsToSol } from '@/lib/rules/money';
import { NAME_EVENT_LABELS } from '@/lib/rules/name-history';

/** Events of one name or of the mall, newest first: when, what, at what price (never who). */
export function EventList({ events, withName = false }: { events: NameEventView[]; withName?: boolean }) {
  return (
    <ol className="grid gap-1 font-mono text-sm" data-testid="event-list">
      {events.map((event) => (
        <li key={event.id} data-testid="name-event" className="flex flex-wrap gap-x-3 border-b border-edge py-1">
          <time dateTime={event.at} className="text-dim">
            {event.at.slice(0, 16).replace('T', ' ')}
          </time>
          {withName ? (
            <IntentLink
              href={`/domains/${event.slug}`}
              className="text-neon-cyan underline"
            >{`${event.slug}.sol`}</IntentLink>
          ) : null}
          <span>{NAME_EVENT_LABELS[event.kind]}</span>
          {event.lamports !== null ? (
            <span className="text-neon-green">{formatSol(lamportsToSol(event.lamports))}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
