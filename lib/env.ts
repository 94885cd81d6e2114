import { trustedProxies } from './http/client-ip.mjs';
import { z } from 'zod';
import { HOUR_SECONDS, MINUTE_MS } from './rules/time';
import { BASE58_ADDRESS } from './rules/validation';
import {
  OPERATOR_TOKEN_MIN_LENGTH,
  SECRET_CHARACTERS,
  SECRET_CHARACTERS_MESSAGE,
  SESSION_SECRET_MIN_LENGTH,
} from './auth/secret-format';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Unset (or blank): generated in DATA_DIR. Set: long enough and visible ASCII, else the server does not start. */
const optionalSecret = (minLength: number) =>
  optionalText.pipe(
    z
      .string()
      .min(minLength, `at least ${minLength} characters`)
      .regex(SECRET_CHARACTERS, SECRET_CHARACTERS_MESSAGE)
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: optionalSecret(SESSION_SECRET_MIN_LENGTH),
  OPERATOR_TOKEN: optionalSecret(OPERATOR_TOKEN_MIN_LENGTH),
  /** Wallets that may sign in to the operator console (comma-separated base58 addresses; docs/operators.md). */
  OPERATOR_WALLETS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(BASE58_ADDRESS, 'a comma-separated list of base58 Solana addresses'))),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(HOUR_SECONDS).default(30),
  /** Settings the console edits (lib/settings): set here, they win and are shown locked. */
  SOL_PRICE_URL: optionalUrl,
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(MINUTE_MS).default(5000),
  MINT_API_URL: optionalUrl,
  MINT_CLIENT_SECRET: optionalText,
  MINT_PROJECT_ID: optionalText,
  RECEIPT_WEBHOOK_URL: optionalUrl,
  SOLANA_RPC_URL: optionalUrl,
  /** Base58 address that receives Solana Pay payments; unset: the console's setting, else the owner's wallet. */
  SELLER_WALLET: optionalText.pipe(z.string().regex(BASE58_ADDRESS, 'a base58 Solana address').optional()),
  /** A keypair file (solana-keygen's JSON) of the wallet that owns the names for sale: paid names are delivered. */
  SELLER_CUSTODY_KEYPAIR: optionalText,
  /** The RPC node's websocket: logs mentioning the seller trigger a payment scan at once (docs/payments.md). */
  SOLANA_WS_URL: optionalUrl,
  /** How often the seller's address is scanned for payments (ms, all processes together); default in lib/rules. */
  PAYMENT_SCAN_INTERVAL_MS: z.coerce.number().int().min(0).max(MINUTE_MS).optional(),
  /** Unset: the console's network (test: devnet, live: mainnet-beta; docs/operators.md "Test mode and going live"). */
  SOLANA_CLUSTER: z.enum(['mainnet-beta', 'devnet', 'testnet', 'localnet']).optional(),
  SOLANA_CHAIN_ID: z.enum(['mainnet', 'devnet', 'testnet', 'localnet']).default('mainnet'),
  /** Where SOLANA_CLUSTER=localnet is reached when SOLANA_RPC_URL is unset (a local validator or test stand-in). */
  SOLANA_LOCALNET_URL: z.url().default('http://127.0.0.1:8899'),
  /** Proxies whose X-Forwarded-For is believed (comma-separated CIDRs); empty: the socket peer is the client. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine(
      (list) => {
        try {
          trustedProxies(list);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'a comma-separated list of IP addresses or CIDR ranges, e.g. 127.0.0.1/32,10.0.0.0/8' },
    ),
  /** The mall's wallet as SNS referrer on names registered here; SNS pays only referrers on its own list. */
  SNS_REFERRER: optionalText.pipe(z.string().regex(BASE58_ADDRESS, 'a base58 Solana address').optional()),
  SELLER_SOCIAL_URL: optionalUrl,
  /** The SMTP server the outbox sends e-mail through (smtp:// or smtps://, user and password in the URL); unset: no e-mail. */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465')
      .optional(),
  ),
  /** The From of every e-mail the mall sends. */
  MAIL_FROM: z.string().trim().min(3).default('Retailverse <no-reply@retailverse.local>'),
  /** Where the operator inbox's messages are e-mailed too (new orders, offers, failures); unset: the console only. */
  OPERATOR_EMAIL: optionalText.pipe(z.email('an e-mail address').optional()),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment; the error names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
