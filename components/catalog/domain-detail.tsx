import { IntentLink } from '@/components/navigation/intent-link';
import type { CatalogSource, Domain } from '@/lib/catalog/types';
import { offeredForSale } from '@/lib/rules/mall-floor';
import { buyMessage, buysByDirectMessage, directMessageUrl } from '@/lib/rules/social';
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
  const sellerMessageUrl = buysByDirectMessage(domain.slug)
    ? directMessageUrl(domain.social ?? sellerSocialUrl, buyMessage(domain.name))
    : null;
  return (
    <>
      <FallbackNotice source={source} />
      <p className="mb-6">
        <IntentLink href="/domains" className="font-mono text-sm text-neon-cyan underline">
          ← Back to Domains
        </IntentLink>
      </p>
      <DomainActions
        slug={domain.slug}
        name={domain.name}
        website={domain.website}
        vaulted={domain.vaulted}
        sellerMessageUrl={sellerMessageUrl}
        paymentsEnabled={paymentsEnabled}
        forSale={offeredForSale(domain)}
      />
      <DomainLoreView domain={domain} paymentsEnabled={paymentsEnabled} />
    </>
  );
}
