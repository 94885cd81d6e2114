import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '../env';
import { PRODUCT_NAME } from '../site';
import { MINUTE_MS } from '../rules/time';

export const NONCE_TTL_MS = 10 * MINUTE_MS;
const SIWS_VERSION = '1';
const SIWS_STATEMENT = `Sign in to ${PRODUCT_NAME} to use your Retail Tickets and mall pass. This costs nothing and sends no transaction.`;

/** What the server asks a wallet to sign: every field is checked again on verify. */
export interface SiwsInput {
  domain: string;
  uri: string;
  statement: string;
  version: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
}

function siwsDomain(): string {
  return new URL(env().SITE_URL).host;
}

function siwsUri(): string {
  return new URL(env().SITE_URL).origin;
}

function siwsChainId(): string {
  return `solana:${env().SOLANA_CHAIN_ID}`;
}

/** A sign-in request; `statement`: another one-line statement to sign (a mode switch's, lib/rules/sales-mode.ts). */
export function newSiwsInput(
  now: Date,
  nonce = randomBytes(16).toString('hex'),
  statement = SIWS_STATEMENT,
): SiwsInput {
  return {
    domain: siwsDomain(),
    uri: siwsUri(),
    statement,
    version: SIWS_VERSION,
    chainId: siwsChainId(),
    nonce,
    issuedAt: now.toISOString(),
    expirationTime: new Date(now.getTime() + NONCE_TTL_MS).toISOString(),
  };
}
