'use client';

import { IntentLink } from '@/components/navigation/intent-link';
import { MakeOffer } from '@/components/offers/make-offer';
import { BuyButton, type BuyUnavailable } from '@/components/purchase/buy-button';
import { SESSION_KEYS } from '@/lib/rules/storage-keys';

export interface DomainActionsProps {
  slug: string;
  name: string;
  website: string | null;
  vaulted: boolean;
  /** A direct-message link to the seller (fudscience), shown beside Buy; null for other names. */
  sellerMessageUrl: string | null;
  paymentsEnabled: boolean;
  /** Why Buy cannot order this name and where it can be had instead (`offerNote`); null when it can. */
  unavailable: BuyUnavailable | null;
  /** Where to write to the seller when the mall takes no payments. */
  closedMessageUrl: string | null;
  /** Whether the name takes buyers' offers (every name but a sold one): "Make an offer" beside Buy. */
  takesOffers?: boolean;
}

function rememberSlug(slug: string) {
  try {
    sessionStorage.setItem(SESSION_KEYS.lastWikiSlug, slug);
  } catch (error) {
    console.warn('[domain] session storage unavailable:', error);
  }
}

const button = 'inline-flex items-center rounded border px-4 py-2 font-mono text-sm transition-colors';

/** Visit Website, Buy (a Solana Pay order for this name), Unlock Vault and Explore Catalog, with their conditions. */
export function DomainActions({
  slug,
  name,
  website,
  vaulted,
  sellerMessageUrl,
  paymentsEnabled,
  unavailable,
  closedMessageUrl,
  takesOffers = false,
}: DomainActionsProps) {
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
      <div onClickCapture={() => rememberSlug(slug)}>
        <BuyButton
          slug={slug}
          paymentsEnabled={paymentsEnabled}
          unavailable={unavailable}
          sellerMessageUrl={closedMessageUrl}
        />
      </div>
      {takesOffers ? <MakeOffer slug={slug} name={name} /> : null}
      {sellerMessageUrl ? (
        <a
          href={sellerMessageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} border-neon-pink text-neon-pink hover:bg-neon-pink/10`}
        >
          Message the seller
        </a>
      ) : null}
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
