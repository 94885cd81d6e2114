'use client';

import { domainStatusColor } from '@/components/catalog/badge-colors';
import { IntentLink } from '@/components/navigation/intent-link';
import type { FeedItem } from '@/lib/catalog/feed';
import { categoryLabel } from '@/lib/rules/labels';
import { domainStatusLabel } from '@/lib/rules/status-label';

const BADGE = {
  green: 'text-neon-green border-neon-green',
  red: 'text-neon-red border-neon-red',
  yellow: 'text-neon-yellow border-neon-yellow',
  grey: 'text-dim border-edge',
};

/** One name of the feed: its page link, status, price, description, category and its website when it has one. */
export function AirtableDomainCard({ item: { fields } }: { item: FeedItem }) {
  return (
    <li className="panel p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-display text-lg text-ink break-all">
          <IntentLink href={`/domains/${fields.slug}`} className="hover:text-neon-cyan hover:underline">
            {fields.name}
          </IntentLink>
        </h2>
        <span
          className={`shrink-0 rounded-full border px-2 py-0.5 font-mono text-xs ${BADGE[domainStatusColor(fields.status)]}`}
        >
          {domainStatusLabel(fields.status)}
        </span>
      </div>
      <p className="mt-1 font-mono text-neon-green">{fields.price}</p>
      <p className="mt-2 line-clamp-3 text-sm text-dim">{fields.description}</p>
      <p className="mt-2 font-mono text-xs text-dim">{categoryLabel(fields.category)}</p>
      {fields.website ? (
        <a
          href={fields.website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block font-mono text-sm text-neon-cyan hover:underline"
        >
          Visit website<span className="sr-only"> of {fields.name} (opens in a new tab)</span>
        </a>
      ) : null}
    </li>
  );
}
