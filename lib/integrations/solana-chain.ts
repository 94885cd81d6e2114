import 'server-only';
import { PublicKey, SystemProgram, type Connection } from '@solana/web3.js';

/** The SPL Memo program, where Solana Pay puts a request's memo. */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** What went wrong asking the node, in words a buyer or operator can act on (an RPC error is not an outage). */
export class RpcFailure extends Error {
  constructor(
    readonly kind: 'rate_limited' | 'unreachable' | 'rpc_error',
    message: string,
  ) {
    super(message);
  }
}

export function rpcFailure(error: unknown): RpcFailure {
  if (error instanceof RpcFailure) return error;
  const message = (error as Error)?.message ?? String(error);
  const code = (error as { code?: unknown })?.code;
  if (/^429\b|too many requests/i.test(message) || code === 429) return new RpcFailure('rate_limited', message);
  // A JSON-RPC error answer (web3.js: a numeric code, "failed to get …"; HTTP 4xx) is the node speaking, not an outage.
  if (typeof code === 'number' || /^failed to get|^4\d\d /.test(message)) return new RpcFailure('rpc_error', message);
  return new RpcFailure('unreachable', message);
}

async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw rpcFailure(error);
  }
}

export interface SignatureInfo {
  signature: string;
  failed: boolean;
  blockTime: Date | null;
}

const PAGE = 1000;

/**
 * The address's signatures newer than `until`, newest first, every page (`before` the last of the previous one), at
 * most `maxPages` pages. Each page is one RPC call.
 */
export async function signaturesSince(
  connection: Connection,
  address: string,
  { until, maxPages = 10 }: { until?: string | null; maxPages?: number } = {},
): Promise<SignatureInfo[]> {
  const key = new PublicKey(address);
  const all: SignatureInfo[] = [];
  let before: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const batch = await ask(() =>
      connection.getSignaturesForAddress(key, { until: until ?? undefined, before, limit: PAGE }, 'confirmed'),
    );
    for (const info of batch) {
      all.push({
        signature: info.signature,
        failed: info.err !== null,
        blockTime: info.blockTime ? new Date(info.blockTime * 1000) : null,
      });
    }
    if (batch.length < PAGE) break;
    before = batch[batch.length - 1].signature;
  }
  return all;
}

/** A system transfer in a transaction: from whose account, to whom, how much. */
interface Transfer {
  source: string;
  destination: string;
  lamports: bigint;
}

export interface ChainTransaction {
  signature: string;
  blockTime: Date | null;
  failed: boolean;
  feePayer: string;
  /** Every account the transaction names (static and loaded from lookup tables). */
  accountKeys: string[];
  transfers: Transfer[];
  memos: string[];
}

const SYSTEM_TRANSFER = 2;

function decodeTransfer(data: Uint8Array): bigint | null {
  if (data.length !== 12) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== SYSTEM_TRANSFER) return null;
  return view.getBigUint64(4, true);
}

/**
 * Reads one transaction of any version (legacy or v0) and finds its system transfers and memos wherever they sit
 * among the instructions. Null while the node does not know it yet (an indexer lagging behind).
 */
export async function readTransaction(connection: Connection, signature: string): Promise<ChainTransaction | null> {
  const response = await ask(() =>
    connection.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' }),
  );
  if (!response) return null;
  const { message } = response.transaction;
  const keys = message.getAccountKeys({ accountKeysFromLookups: response.meta?.loadedAddresses });
  const key = (index: number) => keys.get(index)?.toBase58() ?? '';
  const transfers: Transfer[] = [];
  const memos: string[] = [];
  for (const ix of message.compiledInstructions) {
    const program = keys.get(ix.programIdIndex);
    if (program?.equals(SystemProgram.programId)) {
      const lamports = decodeTransfer(ix.data);
      if (lamports !== null && ix.accountKeyIndexes.length >= 2) {
        transfers.push({ source: key(ix.accountKeyIndexes[0]), destination: key(ix.accountKeyIndexes[1]), lamports });
      }
    } else if (program?.equals(MEMO_PROGRAM_ID)) {
      memos.push(Buffer.from(ix.data).toString('utf8'));
    }
  }
  const accountKeys = Array.from({ length: keys.length }, (_, i) => key(i));
  return {
    signature,
    blockTime: response.blockTime ? new Date(response.blockTime * 1000) : null,
    failed: response.meta?.err != null,
    feePayer: accountKeys[0],
    accountKeys,
    transfers,
    memos,
  };
}
