/**
 * Sign In With Solana message text (the wallet-standard `solana:signIn` format, after EIP-4361), built and read by
 * @solana/wallet-standard-util. Pure: shared by the server (parse + compare) and the browser (build, for wallets
 * without signIn).
 */
import { isSolanaAddressShape } from '../rules/validation';
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util';

export interface SiwsFields {
  domain: string;
  address: string;
  statement?: string;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

const SIWS_MAX_MESSAGE_CHARS = 2048;

/** The exact text a wallet shows and signs for these fields. */
export function siwsMessageText(fields: SiwsFields): string {
  return createSignInMessageText(fields);
}

export class SiwsParseError extends Error {}

const FIELD_KEYS = [
  'statement',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
] as const;

const FIELD_LABEL = /^(URI|Version|Chain ID|Nonce|Issued At|Expiration Time|Not Before|Request ID|Resources):/;

/**
 * Parses a SIWS message strictly: the library's reading, accepted only when the library writes exactly the same text
 * back, so unknown lines, reordered or repeated fields, stray blank lines and empty values are all refused; the
 * statement is one line, the domain a host[:port] and the address base58.
 */
export function parseSiwsMessage(text: string): SiwsFields {
  if (text.length > SIWS_MAX_MESSAGE_CHARS) throw new SiwsParseError('The sign-in message is too long.');
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
  if (/[\r\u0000]/.test(text)) throw new SiwsParseError('The sign-in message contains forbidden characters.');
  const parsed = parseSignInMessageText(text);
  if (!parsed) throw new SiwsParseError('The sign-in message has no SIWS header.');
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(parsed.domain)) throw new SiwsParseError('The sign-in domain is malformed.');
  if (!isSolanaAddressShape(parsed.address)) {
    throw new SiwsParseError('The sign-in address is malformed.');
  }
  if (parsed.statement?.includes('\n')) throw new SiwsParseError('The sign-in statement must be one line.');
  // A field with an empty value ("Nonce: ") would otherwise read as a statement.
  if (parsed.statement && FIELD_LABEL.test(parsed.statement))
    throw new SiwsParseError('The sign-in message is malformed.');
  const fields: SiwsFields = { domain: parsed.domain, address: parsed.address };
  for (const key of FIELD_KEYS) {
    const value = parsed[key];
    if (value !== undefined && value !== '') Object.assign(fields, { [key]: value });
  }
  if (createSignInMessageText(fields) !== text) throw new SiwsParseError('The sign-in message is malformed.');
  return fields;
}
