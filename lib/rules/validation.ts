/** Validation rules and messages of docs/product.md §5 and §8. */
const CONNECT_WALLET_FIRST = 'Please connect your wallet first';
const RECIPIENT_REQUIRED = 'Please enter a recipient address';
export const DOMAIN_NAME_REQUIRED = 'Please enter your domain name';
export const INVALID_EMAIL = 'Enter a valid email';
export const TRANSACTION_FAILED = 'Transaction failed. Please try again.';
export const PAYMENT_RECEIVED = "Payment received. We'll transfer the domain shortly.";
export const PAYMENT_CONFIRMED = 'Payment Confirmed!';

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** UI delays and sizes of docs/product.md §4, §9 (the fake delays the visitor-facing flows keep). */
export const WAITLIST_DELAY_MS = 1500;
export const REQUEST_FORM_DELAY_MS = 1000;
export const TOAST_MS = 3000;
export const PREVIEW_COLLAPSED_PX = 400;
export const PREVIEW_EXPANDED_VH = 80;

/** Landing waitlist: non-empty and containing '@' (otherwise the submit is silently ignored). */
export function isWaitlistEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@');
}

/** Checkout e-mail method and receipt e-mail: must contain '@', else 'Enter a valid email'. */
function isCheckoutEmail(value: string): boolean {
  return value.includes('@');
}

// The HTML living standard's "valid e-mail address" pattern: what <input type="email"> accepts.
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Merch form e-mail: required and in e-mail format, the same rule the browser applies. */
export function isEmailFormat(value: string): boolean {
  return HTML_EMAIL.test(value.trim());
}

/**
 * The checkout and receipt e-mail as the browser and the server both check it: it contains '@' (docs/product.md §5) and is
 * an address the minting provider can deliver to, so the visitor sees 'Enter a valid email' for either miss.
 */
export function isDeliverableEmail(value: string): boolean {
  return isCheckoutEmail(value) && isEmailFormat(value);
}

export function checkoutEmailError(value: string): string | null {
  return isDeliverableEmail(value) ? null : INVALID_EMAIL;
}

/** Demo purchase recipient: blank after trimming gives the message, else null. */
export function requireRecipient(value: string | null | undefined): string | null {
  return (value ?? '').trim() === '' ? RECIPIENT_REQUIRED : null;
}

/** Demo purchase needs a connected wallet. */
export function requireConnectedWallet(connected: boolean): string | null {
  return connected ? null : CONNECT_WALLET_FIRST;
}

/** Upgrade/deployment form: the domain is required (blank after trimming gives the message). */
export function requireDomainName(value: string | null | undefined): string | null {
  return (value ?? '').trim() === '' ? DOMAIN_NAME_REQUIRED : null;
}

/** Domain Tester: a non-empty domain and no test already running. */
export function canStartDomainTest(domain: string, testing: boolean): boolean {
  return domain.trim() !== '' && !testing;
}

/** Chat: an empty or whitespace-only message is ignored. */
export function isSendableChatMessage(value: string): boolean {
  return value.trim() !== '';
}

/** A Solana address's shape: 32-44 base58 characters (as an HTML `pattern` too; decoding is the server's job). */
export const BASE58_ADDRESS_PATTERN = '[1-9A-HJ-NP-Za-km-z]{32,44}';
export const BASE58_ADDRESS = new RegExp(`^${BASE58_ADDRESS_PATTERN}$`);

/**
 * What is wrong with a typed Solana address, in words (the browser's own pattern message says only "match the
 * requested format"); null when it is one.
 */
export function solanaAddressProblem(value: string): string | null {
  const address = value.trim();
  if (BASE58_ADDRESS.test(address)) return null;
  const stranger = Array.from(address).find((char) => !/^[1-9A-HJ-NP-Za-km-z]$/.test(char));
  if (stranger !== undefined)
    return /\s/.test(stranger)
      ? 'A Solana address has no spaces.'
      : `'${stranger}' is not in a Solana address: it uses base58 letters and digits, without 0, O, I and l.`;
  return `A Solana address has 32 to 44 characters; this one has ${address.length}.`;
}

export function isSolanaAddressShape(value: string): boolean {
  return BASE58_ADDRESS.test(value);
}
