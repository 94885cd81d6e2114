import { StatusBadge } from '@/components/catalog/status-badge';
import { IntentLink } from '@/components/navigation/intent-link';
import { BuyButton } from '@/components/purchase/buy-button';
import type { Domain } from '@/lib/catalog/types';
import { offerNote, saleOffer, shownPrice } from '@/lib/rules/offer';
import { buyMessage, directMessageUrl } from '@/lib/rules/social';

/**
 * The lore page leads to the name (docs/product.md §2): its state and price, its page, and its Buy, which is live
 * exactly when it is on /domains/{slug} (`saleOffer`).
 */
export function WikiNamePanel({
  domain,
  paymentsEnabled,
  sellerSocialUrl,
}: {
  domain: Domain;
  paymentsEnabled: boolean;
  sellerSocialUrl: string;
}) {
  return (
    <section
      aria-labelledby="wiki-name-heading"
      className="mt-6 flex flex-wrap items-start justify-between gap-4 rounded-lg border border-neon-green/50 bg-panel p-4"
      data-testid="wiki-name-panel"
    >
      <div>
        <h2 id="wiki-name-heading" className="font-display text-lg text-ink">
          Get {domain.name}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-3 font-mono text-sm">
          <StatusBadge status={domain.status} />
          {shownPrice(domain) === null ? null : (
            <span className="text-neon-green" data-testid="wiki-price">
              {shownPrice(domain)}
            </span>
          )}
        </p>
        <p className="mt-3 font-mono text-sm">
          <IntentLink href={`/domains/${domain.slug}`} className="text-neon-cyan underline hover:text-ink">
            View {domain.name}
          </IntentLink>
        </p>
      </div>
      <BuyButton
        slug={domain.slug}
        paymentsEnabled={paymentsEnabled}
        unavailable={offerNote(saleOffer(domain))}
        sellerMessageUrl={directMessageUrl(domain.social ?? sellerSocialUrl, buyMessage(domain.name))}
        label={`Buy ${domain.name}`}
      />
    </section>
  );
}
