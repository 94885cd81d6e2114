import 'server-only';
import { readDomain, type Domain } from '../../catalog';
import { env } from '../../env';
import { AppError, badRequest, conflict, notFound, unavailable } from '../../errors';
import { mintingConfigured, mintNft } from '../../integrations/minting';
import { receiptConfigured, sendReceipt } from '../../integrations/receipt';
import {
  MINT_IN_PROGRESS,
  MINT_NEEDS_PAYMENT,
  MINTING_NOT_CONFIGURED,
  RECEIPTS_NOT_CONFIGURED,
  nftMetadataFor,
  recipientLocator,
  type MintRecipient,
} from '../../rules/checkout';
import { checkNameSafety } from '../../rules/name-safety';
import { isSold } from '../../rules/live-sales';
import { lamportsToSol } from '../../rules/money';
import {
  createPendingMint,
  findMint,
  markMintFailed,
  markMintMinted,
  markReceiptRequested,
  retryFailedMint,
} from './mints';
import { readSaleOrder } from '../orders/sale-orders';

export interface MintOutcome {
  orderId: string;
  domain: string;
  providerRef: string | null;
}

/** POST /api/checkout/{slug}/mint (201): the mint's outcome. */
export interface MintAnswer extends MintOutcome {
  ok: true;
}

/**
 * Mints the NFT of a name its caller has paid for: `saleOrderId` must be a paid Solana Pay order of this name. One
 * mint per paid order (its `nft_mints` row shares the sale order's id): a finished mint answers what it minted, a
 * failed one may be tried again.
 */
export async function mintDomain(slug: string, recipient: MintRecipient, saleOrderId: string): Promise<MintOutcome> {
  const safety = checkNameSafety(slug);
  if (!safety.ok) throw badRequest(safety.reason, 'slug');
  const sale = await readSaleOrder(saleOrderId);
  if (!sale || sale.domainSlug !== safety.name) throw notFound('No order for this domain was found.');
  if (!isSold(sale.status)) throw conflict(MINT_NEEDS_PAYMENT);
  if (!mintingConfigured()) throw unavailable(MINTING_NOT_CONFIGURED);
  const domain = await catalogDomain(sale.domainSlug);
  const locator = recipientLocator(recipient);
  const email = recipient.method === 'email' ? recipient.email : null;
  const existing = await findMint(sale.id);
  if (existing?.status === 'minted')
    return { orderId: existing.id, domain: domain.name, providerRef: existing.providerRef };
  const claimed = existing
    ? await retryFailedMint(sale.id, { recipient: locator, email })
    : await createPendingMint({
        id: sale.id,
        domainSlug: domain.slug,
        recipient: locator,
        email,
        priceSol: String(lamportsToSol(sale.amountLamports)),
      });
  if (!claimed) throw conflict(MINT_IN_PROGRESS);
  const result = await mintNft(locator, nftMetadataFor(domain, env().SITE_URL));
  if (!result.ok) {
    await markMintFailed(sale.id, result.error);
    throw new AppError(result.reason === 'timeout' ? 'gateway_timeout' : 'bad_gateway', result.error);
  }
  await markMintMinted(sale.id, result.providerRef);
  return { orderId: sale.id, domain: domain.name, providerRef: result.providerRef };
}

async function catalogDomain(slug: string): Promise<Domain> {
  const { domain } = await readDomain(slug);
  if (!domain) throw notFound("This domain doesn't exist in our vault.");
  return domain;
}

/** Sends the receipt request of a finished mint (`orderId` is its sale order's id) to the webhook and stamps the mint. */
export async function requestReceipt(slug: string, orderId: string, email: string, now = new Date()): Promise<void> {
  const mint = await findMint(orderId);
  if (!mint || mint.domainSlug !== slug.toLowerCase()) throw notFound('No order for this domain was found.');
  if (mint.status !== 'minted') throw conflict('Only a minted order has a receipt.');
  if (!receiptConfigured()) throw unavailable(RECEIPTS_NOT_CONFIGURED);
  const sent = await sendReceipt({
    domain: `${mint.domainSlug}.sol`,
    recipient: mint.recipient,
    email,
    timestamp: now.toISOString(),
  });
  if (!sent.ok) throw new AppError('bad_gateway', sent.error);
  await markReceiptRequested(mint.id, now);
}
