/**
 * Sign In With Solana message text (the wallet-standard `solana:signIn` format, after EIP-4361).
 * Pure: shared by the server (parse + compare) and the browser (build, for wallets without signIn).
 */
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

export const SIWS_MAX_MESSAGE_CHARS = 2048;

const HEADER_SUFFIX = ' wants you to sign in with your Solana account:';
const FIELD_LABELS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const;

/** The exact text a wallet shows and signs for these fields. */
export function siwsMessageText(fields: SiwsFields): string {
  let message = `${fields.domain}${HEADER_SUFFIX}\n${fields.address}`;
  if (fields.statement) message += `\n\n${fields.statement}`;
  const lines: string[] = [];
  for (const [key, label] of FIELD_LABELS) {
    const value = fields[key];
    if (value) lines.push(`${label}: ${value}`);
  }
  if (fields.resources?.length) lines.push('Resources:', ...fields.resources.map((r) => `- ${r}`));
  if (lines.length) message += `\n\n${lines.join('\n')}`;
  return message;
}

export class SiwsParseError extends Error {}

/**
 * Parses a SIWS message strictly: the header, the address, an optional one-line statement, then the known
 * fields in their fixed order, each at most once. Anything else (unknown lines, reordering, stray blank
 * lines, carriage returns) is rejected. Round-trips with siwsMessageText.
 */
export function parseSiwsMessage(text: string): SiwsFields {
  if (text.length > SIWS_MAX_MESSAGE_CHARS) throw new SiwsParseError('The sign-in message is too long.');
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
  if (/[\r\u0000]/.test(text)) throw new SiwsParseError('The sign-in message contains forbidden characters.');
  const lines = text.split('\n');
  const header = lines[0] ?? '';
  if (!header.endsWith(HEADER_SUFFIX)) throw new SiwsParseError('The sign-in message has no SIWS header.');
  const domain = header.slice(0, -HEADER_SUFFIX.length);
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(domain)) throw new SiwsParseError('The sign-in domain is malformed.');
  const address = lines[1] ?? '';
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) throw new SiwsParseError('The sign-in address is malformed.');
  const fields: SiwsFields = { domain, address };

  let index = 2;
  if (index === lines.length) return fields;
  const expectBlank = () => {
    if (lines[index] !== '') throw new SiwsParseError('The sign-in message is malformed.');
    index++;
  };
  expectBlank();
  const labelled = (line: string | undefined) =>
    line !== undefined && FIELD_LABELS.some(([, label]) => line.startsWith(`${label}: `));
  if (!labelled(lines[index]) && lines[index] !== 'Resources:') {
    const statement = lines[index] ?? '';
    if (statement === '') throw new SiwsParseError('The sign-in message is malformed.');
    fields.statement = statement;
    index++;
    if (index === lines.length) return fields;
    expectBlank();
  }

  let order = 0;
  for (; index < lines.length; index++) {
    const line = lines[index];
    if (line === 'Resources:') break;
    const at = FIELD_LABELS.findIndex(([, label], i) => i >= order && line.startsWith(`${label}: `));
    if (at < 0) throw new SiwsParseError(`Unexpected line in the sign-in message: ${line.slice(0, 40)}`);
    const [key, label] = FIELD_LABELS[at];
    const value = line.slice(label.length + 2);
    if (value === '') throw new SiwsParseError(`Empty ${label} in the sign-in message.`);
    fields[key] = value;
    order = at + 1;
  }
  if (index < lines.length) {
    const resources = lines.slice(index + 1);
    if (!resources.length || resources.some((r) => !r.startsWith('- ') || r.length < 3)) {
      throw new SiwsParseError('Malformed resources in the sign-in message.');
    }
    fields.resources = resources.map((r) => r.slice(2));
  }
  return fields;
}
