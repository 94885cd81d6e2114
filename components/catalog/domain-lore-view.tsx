import { IntentLink } from '@/components/navigation/intent-link';
import { BuyButton, type BuyUnavailable } from '@/components/purchase/buy-button';
import { PurchaseModalButton } from '@/components/purchase/purchase-modal';
import { lamportsToSol } from '@/lib/rules/money';
import { shownPrice } from '@/lib/rules/offer';
import type { Domain } from '@/lib/catalog/types';
import { domainEmoji } from '@/components/catalog/emoji';
import { defaultLore } from './default-lore';
import { StatusBadge } from './status-badge';
import { categoryLabel } from '@/lib/rules/labels';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The lore view of /domains/{slug} (docs/product.md §2): banner, emoji, name, slogan, badge, Meta, Stats, 'Ready to Deploy?'. */
export function DomainLoreView({
  domain,
  paymentsEnabled,
  unavailable,
  sellerMessageUrl,
}: {
  domain: Domain;
  paymentsEnabled: boolean;
  /** Why Buy cannot order this name (`offerNote`); null when it can. */
  unavailable: BuyUnavailable | null;
  sellerMessageUrl: string | null;
}) {
  const lore = domain.lore ?? defaultLore(domain);
  const price = shownPrice(domain);
  const forSale = !unavailable;
  const stats: [string, string][] = [
    ['Meme Readiness', `${lore.stats.memeReadiness}%`],
    ['Market Usage', lore.stats.marketUsage],
    ['Built With', lore.stats.builtWith],
    ['SNS Indexed', yesNo(lore.stats.snsIndexed)],
    ['Wallet Connect', yesNo(lore.stats.walletConnect)],
    ['Editable in Cursor', yesNo(lore.stats.editableInCursor)],
  ];
  const meta: [string, string][] = [
    ['Summary', lore.meta],
    ['Inspiration', lore.inspiration],
    ['Tone', lore.tone],
    ['Description', lore.desc],
  ];
  return (
    <article className="mt-8 overflow-hidden panel" data-testid="domain-lore">
      {domain.featured ? (
        <p className="bg-neon-pink/15 px-4 py-2 text-center font-mono text-sm tracking-[0.3em] text-neon-pink">
          FEATURED DOMAIN
        </p>
      ) : null}
      <div className="p-6">
        <p aria-hidden="true" className="text-5xl" data-testid="domain-emoji">
          {domainEmoji(domain.name)}
        </p>
        <h1 className="mt-3 break-all font-display text-3xl text-neon-cyan neon-text sm:text-4xl">{domain.name}</h1>
        <p className="mt-2 text-lg italic text-ink">{lore.slogan}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4 font-mono text-sm">
          <StatusBadge status={domain.status} />
          {price === null ? null : (
            <span className="text-neon-green" data-testid="domain-lore-price">
              {price}
            </span>
          )}
          <span className="text-dim">Category: {categoryLabel(domain.category)}</span>
        </div>

        <section aria-labelledby="meta-heading" className="mt-8">
          <h2 id="meta-heading" className="font-display text-xl text-neon-pink">
            Meta
          </h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            {meta.map(([label, value]) => (
              <div key={label}>
                <dt className="font-mono text-xs uppercase tracking-wide text-dim">{label}</dt>
                <dd className="mt-1 text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 font-mono text-xs uppercase tracking-wide text-dim">Tech Stack</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {lore.stack.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-neon-purple/60 px-3 py-0.5 font-mono text-xs text-neon-purple"
              >
                {tag}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="stats-heading" className="mt-8">
          <h2 id="stats-heading" className="font-display text-xl text-neon-pink">
            Stats
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="domain-stats">
            {stats.map(([label, value]) => (
              <div key={label} className="rounded border border-edge bg-panel-2 p-3">
                <dt className="font-mono text-xs uppercase tracking-wide text-dim">{label}</dt>
                <dd className="mt-1 font-mono text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          aria-labelledby="deploy-heading"
          className="mt-8 rounded-lg border border-neon-green/50 bg-neon-green/5 p-6 text-center"
        >
          <h2 id="deploy-heading" className="font-display text-2xl text-neon-green">
            Ready to Deploy?
          </h2>
          <p className="mx-auto mt-2 max-w-md text-dim">
            {forSale
              ? `Buy ${domain.name} with Solana Pay, or walk through the checkout demo first.`
              : unavailable.href
                ? `${domain.name} is not sold at a fixed price here. You can still walk through the checkout demo.`
                : `${domain.name} is not for sale right now. You can still walk through the checkout demo.`}
          </p>
          <div className="mt-4 flex flex-wrap items-start justify-center gap-3">
            <BuyButton
              slug={domain.slug}
              paymentsEnabled={paymentsEnabled}
              unavailable={unavailable}
              sellerMessageUrl={sellerMessageUrl}
              label={`Buy ${domain.name}`}
            />
            <PurchaseModalButton
              name={domain.name}
              priceSol={domain.priceLamports === null ? null : lamportsToSol(domain.priceLamports)}
              priceText={domain.price}
            />
          </div>
        </section>

        <p className="mt-8">
          <IntentLink href="/domains" className="font-mono text-sm text-neon-cyan underline">
            ← Back to Domains
          </IntentLink>
        </p>
      </div>
    </article>
  );
}
