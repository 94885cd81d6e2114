'use client';

import { IntentLink } from '@/components/navigation/intent-link';
import { NameHoldNote } from '@/components/purchase/name-hold-note';
import type { Domain } from '@/lib/catalog/types';
import { domainEmoji } from '@/components/catalog/emoji';
import { StatusBadge } from './status-badge';
import { categoryLabel } from '@/lib/rules/labels';

/** What a card shows: all that crosses from the server for each domain of a list. */
export type DomainCardData = Pick<Domain, 'name' | 'slug' | 'status' | 'description' | 'category'> & {
  /** Null for a name nobody can buy: its status says so, without a price beside it (lib/rules/offer.ts). */
  price: string | null;
};

/**
 * A domain in a list. A client component so that a page of 24 sends the browser 24 short records in its payload
 * instead of 24 rendered cards (the markup of a server component is sent twice: as HTML and in the payload).
 */
function DomainCard({ domain, live }: { domain: DomainCardData; live: boolean }) {
  return (
    <li className="flex flex-col panel p-4 transition-colors hover:border-neon-cyan/60" data-testid="domain-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 font-display text-lg text-ink break-words">
          <span aria-hidden="true" className="mr-2">
            {domainEmoji(domain.name)}
          </span>
          <IntentLink href={`/domains/${domain.slug}`} className="hover:text-neon-cyan hover:underline">
            {domain.name}
          </IntentLink>
        </h2>
        <StatusBadge status={domain.status} />
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-dim">{domain.description}</p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 font-mono text-xs">
        {domain.price === null ? null : (
          <div>
            <dt className="sr-only">Price</dt>
            <dd className="text-neon-green" data-testid="domain-price">
              {domain.price}
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Category</dt>
          <dd className="text-dim">{categoryLabel(domain.category)}</dd>
        </div>
      </dl>
      <NameHoldNote slug={domain.slug} live={live && domain.status === 'available'} />
      <div className="mt-auto flex gap-3 pt-4 text-sm">
        <IntentLink
          href={`/domains/${domain.slug}`}
          className="text-neon-cyan underline"
          aria-label={`Details for ${domain.name}`}
        >
          Details
        </IntentLink>
        <IntentLink
          href={`/wiki/${domain.slug}`}
          className="text-neon-pink underline"
          aria-label={`Lore of ${domain.name}`}
        >
          Lore
        </IntentLink>
      </div>
    </li>
  );
}

export function DomainCardGrid({ cards, live = false }: { cards: readonly DomainCardData[]; live?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="domain-grid">
      {cards.map((domain) => (
        <DomainCard key={domain.name} domain={domain} live={live} />
      ))}
    </ul>
  );
}
