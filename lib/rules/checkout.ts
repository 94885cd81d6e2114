/** Checkout and minting (docs/product.md §2, §3, §7, §8). */
export const MINT_COLLECTION_PATH = '/collections/default/nfts';
export const MINTING_NOT_CONFIGURED = 'Minting is not configured';
export const MINTING_FAILED = 'Minting failed';
const MINT_ERROR_PREFIX = 'Error: ';
export const RECEIPTS_NOT_CONFIGURED = 'Receipts are not configured';
export const DOMAIN_NOT_FOR_SALE = 'This domain is not for sale.';
/** The mint endpoint mints only a name its caller has paid for (docs/payments-reference.md "Checkout and minting"). */
export const MINT_NEEDS_PAYMENT = 'Pay for this name first: it is minted once its Solana Pay payment is confirmed.';
export const MINT_IN_PROGRESS = 'This order is being minted. Reload in a moment.';

/** What the page shows for a failed mint: 'Error: ' + the provider's error, else 'Minting failed'. */
export function mintErrorText(reason: string | null | undefined): string {
  return MINT_ERROR_PREFIX + (reason?.trim() ? reason.trim() : MINTING_FAILED);
}

/** The provider's error field of a non-OK answer (a string, or an object with a message), else null. */
export function providerErrorField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown; message?: unknown }).error;
  if (typeof error === 'string' && error.trim()) return error.trim();
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

/**
 * The minting provider's recipient locator (Crossmint's documented forms): 'email:<email>:solana' delivers
 * to a custodial Solana wallet tied to the e-mail; 'solana:<address>' to a wallet.
 */
export type MintRecipient = { method: 'email'; email: string } | { method: 'wallet'; wallet: string };

export function recipientLocator(recipient: MintRecipient): string {
  return recipient.method === 'email' ? `email:${recipient.email}:solana` : `solana:${recipient.wallet}`;
}

export interface NftMetadata {
  name: string;
  image: string;
  description: string;
  attributes: { trait_type: 'Rack' | 'Type'; value: string }[];
}

const RACK_NAMES: Record<string, string> = {
  headquarters: 'Headquarters',
  premium: 'Premium Wing',
  mid: 'Mid Tier',
  quick: 'Quick Snag',
  basement: 'Basement',
  scav: 'Scav Rack',
  flashRack: 'Flash Rack',
};

/** The NFT metadata of a domain: name, image (absolute), description, attributes Rack and Type. */
export function nftMetadataFor(
  domain: { name: string; description: string; category: string; imageUrl: string | null; pngUrl: string | null },
  siteUrl: string,
): NftMetadata {
  const image = new URL(domain.pngUrl ?? domain.imageUrl ?? '/images/logo.svg', siteUrl).toString();
  return {
    name: domain.name,
    image,
    description: domain.description || `${domain.name}, a .sol domain from the Retailverse.`,
    attributes: [
      { trait_type: 'Rack', value: RACK_NAMES[domain.category] ?? domain.category },
      { trait_type: 'Type', value: 'SNS Domain' },
    ],
  };
}
