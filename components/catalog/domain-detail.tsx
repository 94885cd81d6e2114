import { IntentLink } from '@/components/navigation/intent-link';
import type { CatalogSource, Domain } from '@/lib/catalog/types';
import { takesOffers } from '@/lib/rules/buyer-offers';
import { offerNote, saleOffer } from '@/lib/rules/offer';
import { buyMessage, buysByDirectMessage, directMessageUrl } from '@/lib/rules/social';
import { StarToggle } from '@/components/watchlist/star-toggle';
import { DomainActions } from './domain-actions';
import { DomainLoreView } from './domain-lore-view';
import { FallbackNotice } from './fallback-notice';

/** /domains/{slug}: the actions, then the lore view (docs/product.md). */
export function DomainDetail({
  domain,
  source,
  sellerSocialUrl,
  paymentsEnabled,
}: {
  domain: Domain;
  source: CatalogSource;
  sellerSocialUrl: string;
  paymentsEnabled: boolean;
}) {
  const messageUrl = directMessageUrl(domain.social ?? sellerSocialUrl, buyMessage(domain.name));
  const sellerMessageUrl = buysByDirectMessage(domain.slug) ? messageUrl : null;
  const unavailable = offerNote(saleOffer(domain));
  return (
    <>
      <FallbackNotice source={source} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <IntentLink href="/domains" className="font-mono text-sm text-neon-cyan underline">
          ← Back to Domains
        </IntentLink>
        <StarToggle slug={domain.slug} name={domain.name} />
      </div>
      <DomainActions
        slug={domain.slug}
        name={domain.name}
        website={domain.website}
        vaulted={domain.vaulted}
        sellerMessageUrl={sellerMessageUrl}
        paymentsEnabled={paymentsEnabled}
        unavailable={unavailable}
        // With fudscience's own message link beside Buy, a second one under it would say the same.
        closedMessageUrl={sellerMessageUrl ? null : messageUrl}
        takesOffers={takesOffers(domain.status)}
      />
      <DomainLoreView
        domain={domain}
        paymentsEnabled={paymentsEnabled}
        unavailable={unavailable}
        sellerMessageUrl={messageUrl}
      />
    </>
  );
}
