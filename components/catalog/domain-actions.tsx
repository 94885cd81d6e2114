'use client';

import { IntentLink } from '@/components/navigation/intent-link';
import { SESSION_KEYS } from '@/lib/rules/storage-keys';

export interface DomainActionsProps {
  slug: string;
  name: string;
  website: string | null;
  vaulted: boolean;
  /** A direct-message link for the seller (fudscience), or null: Buy goes to /marketplace. */
  buyDirectMessageUrl: string | null;
}

function rememberSlug(slug: string) {
  try {
    sessionStorage.setItem(SESSION_KEYS.lastWikiSlug, slug);
  } catch (error) {
    console.warn('[domain] session storage unavailable:', error);
  }
}

const button = 'inline-flex items-center rounded border px-4 py-2 font-mono text-sm transition-colors';

/** Visit Website, Buy, Unlock Vault and Explore Catalog with their conditions (SPEC §2). */
export function DomainActions({ slug, name, website, vaulted, buyDirectMessageUrl }: DomainActionsProps) {
  return (
    <nav aria-label={`Actions for ${name}`} className="flex flex-wrap gap-3" data-testid="domain-actions">
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} border-neon-cyan text-neon-cyan hover:bg-neon-cyan/10`}
        >
          Visit Website
        </a>
      ) : null}
      {buyDirectMessageUrl ? (
        <a
          href={buyDirectMessageUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => rememberSlug(slug)}
          className={`${button} border-neon-green text-neon-green hover:bg-neon-green/10`}
        >
          Buy
        </a>
      ) : (
        <IntentLink
          href="/marketplace"
          onClick={() => rememberSlug(slug)}
          className={`${button} border-neon-green text-neon-green hover:bg-neon-green/10`}
        >
          Buy
        </IntentLink>
      )}
      {vaulted ? (
        <IntentLink href="/upgrade" className={`${button} border-neon-yellow text-neon-yellow hover:bg-neon-yellow/10`}>
          Unlock Vault
        </IntentLink>
      ) : null}
      <IntentLink
        href="/catalog"
        onClick={() => rememberSlug(slug)}
        className={`${button} border-neon-purple text-neon-purple hover:bg-neon-purple/10`}
      >
        Explore Catalog
      </IntentLink>
    </nav>
  );
}
