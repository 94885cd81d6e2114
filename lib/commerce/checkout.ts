import 'server-only';
import { CatalogUnavailableError, readDomain, type Domain } from '../catalog';
import { env } from '../env';
import { AppError, badRequest, conflict, notFound, unavailable } from '../errors';
import { mintingConfigured, mintNft } from '../integrations/minting';
import { receiptConfigured, sendReceipt } from '../integrations/receipt';
import {
  DOMAIN_NOT_FOR_SALE,
  MINTING_NOT_CONFIGURED,
  RECEIPTS_NOT_CONFIGURED,
  nftMetadataFor,
  recipientLocator,
  type MintRecipient,
} from '../rules/checkout';
import { CHECKOUT_SAMPLE_PRICE_SOL } from '../rules/demo-purchase';
import { parseSolPrice } from '../rules/money';
import { checkNameSafety } from '../rules/name-safety';
import { createPendingOrder, findOrder, markOrderFailed, markOrderMinted, markReceiptRequested } from './orders';

/** The checkout price: the domain's SOL price, or the 0.5 SOL sample price when it has none. */
export function checkoutPriceSol(domain: Pick<Domain, 'price'>): { priceSol: number; sample: boolean } {
  const parsed = parseSolPrice(domain.price);
  return parsed === null ? { priceSol: CHECKOUT_SAMPLE_PRICE_SOL, sample: true } : { priceSol: parsed, sample: false };
}

async function sellableDomain(slug: string): Promise<Domain> {
  const safety = checkNameSafety(slug);
  if (!safety.ok) throw badRequest(safety.reason, 'slug');
  let domain: Domain | null;
  try {
    ({ domain } = await readDomain(safety.name));
  } catch (error) {
    if (error instanceof CatalogUnavailableError) throw unavailable('Failed to load domain data');
    throw error;
  }
  if (!domain) throw notFound("This domain doesn't exist in our vault.");
  if (domain.status !== 'available') throw conflict(DOMAIN_NOT_FOR_SALE);
  return domain;
}

export interface MintOutcome {
  orderId: string;
  domain: string;
  providerRef: string | null;
}

/** Mints a domain for a recipient: an `orders` row per attempt, pending → minted or failed. */
export async function mintDomain(slug: string, recipient: MintRecipient): Promise<MintOutcome> {
  if (!mintingConfigured()) throw unavailable(MINTING_NOT_CONFIGURED);
  const domain = await sellableDomain(slug);
  const locator = recipientLocator(recipient);
  const order = await createPendingOrder({
    domainSlug: domain.slug,
    recipient: locator,
    email: recipient.method === 'email' ? recipient.email : null,
    priceSol: String(checkoutPriceSol(domain).priceSol),
  });
  const result = await mintNft(locator, nftMetadataFor(domain, env().SITE_URL));
  if (!result.ok) {
    await markOrderFailed(order.id, result.error);
    throw new AppError(result.reason === 'timeout' ? 'gateway_timeout' : 'bad_gateway', result.error);
  }
  await markOrderMinted(order.id, result.providerRef);
  return { orderId: order.id, domain: domain.name, providerRef: result.providerRef };
}

/** Sends the receipt request of a minted order to the webhook and stamps the order. */
export async function requestReceipt(slug: string, orderId: string, email: string, now = new Date()): Promise<void> {
  if (!receiptConfigured()) throw unavailable(RECEIPTS_NOT_CONFIGURED);
  const order = await findOrder(orderId);
  if (!order || order.domainSlug !== slug.toLowerCase()) throw notFound('No order for this domain was found.');
  if (order.status !== 'minted') throw conflict('Only a minted order has a receipt.');
  const sent = await sendReceipt({
    domain: `${order.domainSlug}.sol`,
    recipient: order.recipient,
    email,
    timestamp: now.toISOString(),
  });
  if (!sent.ok) throw new AppError('bad_gateway', sent.error);
  await markReceiptRequested(order.id, now);
}
