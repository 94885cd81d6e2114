import 'server-only';
import {
  AccountDoesNotExistError,
  FavouriteDomainNotFoundError,
  getAllDomains,
  getFavoriteDomain,
  getTokenizedDomains,
  reverseLookupBatch,
} from '@bonfida/spl-name-service';
import { PublicKey } from '@solana/web3.js';
import { cachedChainRead } from './chain-cache';
import { lookupSnsRegistration, RPC_UNREACHABLE, snsNameAccountKey } from './sns';
import { type NameRecords, readNameRecords } from './sns-records';
import { chainConnection } from './solana-rpc';

export type { NameRecords } from './sns-records';

export type NameLookup =
  | { status: 'registered'; name: string; owner: string; tokenized: boolean; records: NameRecords | null }
  | { status: 'unregistered'; name: string }
  | { status: 'unreachable'; name: string; message: string };

/** `tokenized`: the names among `names` held as an NFT; null when those could not be read (the others still are). */
export type WalletNames =
  | { status: 'read'; names: string[]; tokenized: string[] | null; primary: string | null }
  | { status: 'unreachable'; message: string };

/** The chain cache's key of a name's read. */
export const nameReadKey = (name: string): string => `name:${name}`;

/** A normalised .sol name (no suffix) on chain: owner and records, or free, or the network did not answer. */
export function lookupName(name: string): Promise<NameLookup> {
  return cachedChainRead(
    nameReadKey(name),
    () => readName(name),
    (found) => found.status !== 'unreachable',
  );
}

async function readName(name: string): Promise<NameLookup> {
  const connection = chainConnection(undefined, 'lookup');
  const registration = await lookupSnsRegistration(snsNameAccountKey(name), connection);
  if (registration.status !== 'registered') return { ...registration, name };
  const records = await readNameRecords(connection, name).catch((error: unknown) => {
    console.error('[sns] records of', name, 'unreadable:', error instanceof Error ? error.message : error);
    return null;
  });
  return { ...registration, name, records };
}

/**
 * The .sol names a wallet holds: directly (name accounts it owns: getAllDomains, then their reverse records) and as
 * an NFT (tokenized: its token accounts holding a name tokenizer mint, getTokenizedDomains), and its primary
 * (favourite) name when it set one.
 */
export function namesOfWallet(address: string): Promise<WalletNames> {
  return cachedChainRead(
    `wallet:${address}`,
    () => readWalletNames(address),
    (read) => read.status === 'read',
  );
}

async function readWalletNames(address: string): Promise<WalletNames> {
  const connection = chainConnection(undefined, 'lookup');
  const owner = new PublicKey(address);
  try {
    const [keys, primary, tokenized] = await Promise.all([
      getAllDomains(connection, owner),
      readPrimary(address),
      readTokenized(address),
    ]);
    const names = keys.length === 0 ? [] : await reverseLookupBatch(connection, keys);
    const found = names.filter((name): name is string => typeof name === 'string' && name.length > 0);
    const all = [...new Set([...found, ...(tokenized ?? [])])].sort();
    return { status: 'read', names: all, tokenized: tokenized?.sort() ?? null, primary };
  } catch (error) {
    console.error('[sns] names of', address, 'unreadable:', error instanceof Error ? error.message : error);
    return { status: 'unreachable', message: RPC_UNREACHABLE };
  }
}

/** A node may refuse the token-program scan this needs: then the directly held names still show. */
async function readTokenized(address: string): Promise<string[] | null> {
  try {
    const found = await getTokenizedDomains(chainConnection(undefined, 'lookup'), new PublicKey(address));
    return found
      .map((domain) => domain.reverse)
      .filter((name): name is string => typeof name === 'string' && name.length > 0);
  } catch (error) {
    console.error('[sns] tokenized names of', address, 'unreadable:', error instanceof Error ? error.message : error);
    return null;
  }
}

async function readPrimary(address: string): Promise<string | null> {
  try {
    const { reverse, stale } = await getFavoriteDomain(chainConnection(undefined, 'lookup'), new PublicKey(address));
    return stale ? null : reverse;
  } catch (error) {
    if (error instanceof FavouriteDomainNotFoundError || error instanceof AccountDoesNotExistError) return null;
    throw error;
  }
}
