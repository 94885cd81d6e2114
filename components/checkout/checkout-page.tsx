import 'server-only';
import { notFound } from 'next/navigation';
import { IntentLink } from '@/components/navigation/intent-link';
import { ErrorPanel } from '@/components/errors/error-panel';
import { CatalogUnavailableError, readDomain, type Domain } from '@/lib/catalog';
import { checkoutPriceSol } from '@/lib/commerce/checkout';
import { DOMAIN_NOT_FOR_SALE } from '@/lib/rules/checkout';
import { formatSol } from '@/lib/rules/money';
import { checkNameSafety } from '@/lib/rules/name-safety';
import { BuyButton } from '@/components/purchase/buy-button';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { CheckoutForm } from './checkout-form';

async function loadDomain(slug: string): Promise<Domain | null | 'failed'> {
  const safety = checkNameSafety(slug);
  if (!safety.ok) return null;
  try {
    return (await readDomain(safety.name)).domain;
  } catch (error) {
    if (!(error instanceof CatalogUnavailableError)) console.error('[checkout] cannot read the domain:', error);
    return 'failed';
  }
}

export async function CheckoutPage({ slug }: { slug: string }) {
  const domain = await loadDomain(slug);
  if (domain === 'failed') return <ErrorPanel title="Failed to load domain data" retryHref={`/checkout/${slug}`} />;
  if (domain === null) notFound();
  const { priceSol, sample } = checkoutPriceSol(domain);
  const priceLabel = formatSol(priceSol);
  return (
    <div className="mx-auto max-w-xl">
      <p className="font-mono text-xs uppercase tracking-[0.3em] text-neon-pink">Checkout</p>
      <h1 className="mt-2 font-display text-3xl text-ink neon-text break-all">{domain.name}</h1>
      <p className="mt-2 text-dim">{domain.description}</p>
      <p className="mt-4 font-mono text-2xl text-neon-green" data-testid="checkout-price">
        {priceLabel}
        {sample ? <span className="ml-2 align-middle text-xs text-dim">(sample price)</span> : null}
      </p>
      <div className="mt-6">
        {domain.status === 'available' ? (
          <>
            <div className="mb-6 rounded-lg border border-neon-green/60 bg-neon-green/5 p-4">
              <p className="mb-3 text-sm text-dim">Pay with Solana Pay: the name is held for you while you pay.</p>
              <BuyButton slug={domain.slug} paymentsEnabled={paymentsEnabled()} label={`Buy ${domain.name}`} />
            </div>
            <CheckoutForm slug={domain.slug} name={domain.name} priceLabel={priceLabel} />
          </>
        ) : (
          <p className="rounded border border-neon-yellow/60 p-4 text-neon-yellow">{DOMAIN_NOT_FOR_SALE}</p>
        )}
      </div>
      <p className="mt-6 font-mono text-sm">
        <IntentLink href="/marketplace" className="text-neon-cyan hover:underline">
          ← Back to Marketplace
        </IntentLink>
      </p>
    </div>
  );
}
