import 'server-only';
import { cache } from 'react';
import { IntentLink } from '@/components/navigation/intent-link';
import { ErrorPanel } from '@/components/errors/error-panel';
import { NotFoundPanel } from '@/components/errors/not-found-panel';
import { isOrderId } from '@/lib/api/params';
import { answerStatus } from '@/lib/http/answer-status';
import { CatalogUnavailableError, readDomain, type Domain } from '@/lib/catalog';
import { DOMAIN_NOT_FOR_SALE } from '@/lib/rules/checkout';
import { isSold } from '@/lib/rules/live-sales';
import { formatSol, lamportsToSol } from '@/lib/rules/money';
import { offerNote, saleOffer } from '@/lib/rules/offer';
import { checkNameSafety } from '@/lib/rules/name-safety';
import { readSaleOrder, type SaleOrder } from '@/lib/commerce/orders/sale-orders';
import { currentWallet } from '@/lib/auth';
import { mintingConfigured } from '@/lib/integrations/minting';
import { paymentsEnabled } from '@/lib/integrations/solana-pay';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import { CheckoutForm } from './checkout-form';

/** One read per request, shared by the page and its title. */
const loadDomain = cache(async (slug: string): Promise<Domain | null | 'failed'> => {
  const safety = checkNameSafety(slug);
  if (!safety.ok) return null;
  try {
    return (await readDomain(safety.name)).domain;
  } catch (error) {
    if (!(error instanceof CatalogUnavailableError)) console.error('[checkout] cannot read the domain:', error);
    return 'failed';
  }
});

/** The order a checkout mints for: a paid Solana Pay order of this name, else none. */
async function paidOrderOf(domain: Domain, orderId: string | undefined): Promise<SaleOrder | undefined> {
  if (!orderId || !isOrderId(orderId)) return undefined;
  const order = await readSaleOrder(orderId).catch(() => null);
  return order && order.domainSlug === domain.slug && isSold(order.status) ? order : undefined;
}

const PAYMENTS_NOTE_ID = 'checkout-payments-note';

/** The page title: the name being checked out, or what stands in its way. */
export async function checkoutTitle(slug: string): Promise<string> {
  const domain = await loadDomain(slug);
  if (domain === 'failed') return 'Failed to load domain data';
  return domain ? `Checkout ${domain.name}` : 'Domain Not Found';
}

export async function CheckoutPage({ slug, orderId }: { slug: string; orderId?: string }) {
  const domain = await loadDomain(slug);
  if (domain === 'failed') return <ErrorPanel title="Failed to load domain data" retryHref={`/checkout/${slug}`} />;
  if (domain === null) {
    // Rendered here with its status (notFound() before the first flush is an empty document without JavaScript).
    answerStatus(404);
    return (
      <NotFoundPanel
        title="Domain Not Found"
        message="This domain doesn't exist in our vault."
        backHref="/marketplace"
        backLabel="Back to Marketplace"
      />
    );
  }
  const paidOrder = await paidOrderOf(domain, orderId);
  // One rule says whether and where a name is sold (docs/product.md §2 "Where a name is bought"): checkout sells at
  // the catalogue price only what Buy sells; a paid order is minted at what was paid.
  const offer = saleOffer(domain);
  const lamports = paidOrder
    ? Number(paidOrder.amountLamports)
    : offer.kind === 'none' || offer.kind === 'draw'
      ? null
      : offer.lamports;
  const priceLabel = lamports === null ? null : formatSol(lamportsToSol(lamports));
  const note = paidOrder ? null : offerNote(offer);
  // Without a seller wallet nothing can be ordered here; a name already paid for can still be minted.
  const ordersClosed = !paidOrder && !paymentsEnabled();
  return (
    <div className="mx-auto max-w-xl">
      <p className="font-mono text-xs uppercase tracking-[0.3em] text-neon-pink">Checkout</p>
      <h1 className="mt-2 font-display text-3xl text-ink neon-text break-all">{domain.name}</h1>
      <p className="mt-2 text-dim">{domain.description}</p>
      {priceLabel ? (
        <p className="mt-4 font-mono text-2xl text-neon-green" data-testid="checkout-price">
          {priceLabel}
        </p>
      ) : null}
      <div className="mt-6">
        {priceLabel && !note ? (
          <>
            {ordersClosed ? (
              <p
                id={PAYMENTS_NOTE_ID}
                role="status"
                className="mb-4 rounded border border-neon-yellow/60 p-4 text-sm text-neon-yellow"
              >
                {PAYMENTS_NOT_ENABLED}
              </p>
            ) : null}
            <CheckoutForm
              slug={domain.slug}
              name={domain.name}
              priceLabel={priceLabel}
              paidOrderId={paidOrder?.id}
              closedNoteId={ordersClosed ? PAYMENTS_NOTE_ID : undefined}
              minting={mintingConfigured()}
              signedIn={(await currentWallet()) !== null}
            />
          </>
        ) : (
          <div
            role="status"
            className="rounded border border-neon-yellow/60 p-4 text-neon-yellow"
            data-testid="checkout-closed"
          >
            <p>{note?.href ? note.message : DOMAIN_NOT_FOR_SALE}</p>
            {note?.href ? (
              <p className="mt-2 font-mono text-sm">
                <IntentLink href={note.href} className="text-neon-cyan underline hover:text-ink">
                  {note.linkLabel}
                </IntentLink>
              </p>
            ) : null}
          </div>
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
