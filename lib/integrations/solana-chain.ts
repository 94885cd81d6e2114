import 'server-only';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import { z } from 'zod';
import { rpcCall, RpcFailure, type RpcTarget } from './solana-json-rpc';

export { RpcFailure, rpcFailure } from './solana-json-rpc';

/** The SPL Memo program, where Solana Pay puts a request's memo. */
export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const SYSTEM = SystemProgram.programId.toBase58();
const MEMO = MEMO_PROGRAM_ID.toBase58();

export type Commitment = 'confirmed' | 'finalized';

/** Parses a node's answer or calls it garbled: what the node said is never trusted to have the right shape. */
function shaped<T>(schema: z.ZodType<T>, value: unknown, method: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new RpcFailure('garbled', `the node's answer to ${method} is not what a node answers`);
  return parsed.data;
}

const u64 = z.bigint().nonnegative();
const signatureInfo = z.object({
  signature: z.string().min(32).max(100),
  slot: u64,
  err: z.unknown().nullable().optional(),
  memo: z.string().nullable().optional(),
  blockTime: z.bigint().nullable().optional(),
  confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullable().optional(),
});

export interface SignatureInfo {
  signature: string;
  slot: number;
  failed: boolean;
  blockTime: Date | null;
  memo: string | null;
  finalized: boolean;
}

const toDate = (seconds: bigint | null | undefined) => (seconds == null ? null : new Date(Number(seconds) * 1000));

/** One page of an address's signatures, newest first (`before` and `until` bound it), as the node lists them. */
export async function signaturePage(
  target: RpcTarget,
  address: string,
  {
    before,
    until,
    limit = 1000,
    commitment = 'confirmed',
  }: {
    before?: string | null;
    until?: string | null;
    limit?: number;
    commitment?: Commitment;
  } = {},
): Promise<SignatureInfo[]> {
  const options = { limit, commitment, ...(before ? { before } : {}), ...(until ? { until } : {}) };
  const page = shaped(
    z.array(signatureInfo),
    await rpcCall(target, 'getSignaturesForAddress', [address, options]),
    'getSignaturesForAddress',
  );
  return page.map((info) => ({
    signature: info.signature,
    slot: Number(info.slot),
    failed: info.err != null,
    blockTime: toDate(info.blockTime),
    memo: info.memo ?? null,
    finalized: info.confirmationStatus === 'finalized',
  }));
}

/** The address's signatures newer than `until`, newest first, at most `maxPages` pages of 1,000. */
export async function signaturesSince(
  target: RpcTarget,
  address: string,
  { until, maxPages = 10 }: { until?: string | null; maxPages?: number } = {},
): Promise<SignatureInfo[]> {
  const all: SignatureInfo[] = [];
  let before: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const batch = await signaturePage(target, address, { before, until });
    all.push(...batch);
    if (batch.length < 1000) break;
    before = batch[batch.length - 1].signature;
  }
  return all;
}

const status = z
  .object({
    slot: u64,
    err: z.unknown().nullable().optional(),
    confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullable().optional(),
  })
  .nullable();

export type SignatureFate = 'finalized' | 'confirmed' | 'failed' | 'unknown';

/** Where each signature stands now (unknown: the node has no record of it, e.g. a fork dropped it). */
export async function signatureFates(target: RpcTarget, signatures: string[]): Promise<Map<string, SignatureFate>> {
  const fates = new Map<string, SignatureFate>();
  for (let start = 0; start < signatures.length; start += 256) {
    const chunk = signatures.slice(start, start + 256);
    const answer = shaped(
      z.object({ value: z.array(status) }),
      await rpcCall(target, 'getSignatureStatuses', [chunk, { searchTransactionHistory: true }]),
      'getSignatureStatuses',
    );
    if (answer.value.length !== chunk.length) throw new RpcFailure('garbled', 'getSignatureStatuses: wrong length');
    answer.value.forEach((value, i) => {
      const fate: SignatureFate = !value
        ? 'unknown'
        : value.err != null
          ? 'failed'
          : value.confirmationStatus === 'finalized'
            ? 'finalized'
            : 'confirmed';
      fates.set(chunk[i], fate);
    });
  }
  return fates;
}

const instruction = z.object({
  programIdIndex: u64,
  accounts: z.array(u64),
  data: z.string(),
});
const transactionAnswer = z
  .object({
    slot: u64,
    blockTime: z.bigint().nullable().optional(),
    transaction: z.object({
      signatures: z.array(z.string()).min(1),
      message: z.object({ accountKeys: z.array(z.string()), instructions: z.array(instruction) }),
    }),
    meta: z.object({
      err: z.unknown().nullable().optional(),
      fee: u64,
      preBalances: z.array(u64),
      postBalances: z.array(u64),
      innerInstructions: z
        .array(z.object({ index: u64, instructions: z.array(instruction) }))
        .nullable()
        .optional(),
      loadedAddresses: z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }).optional(),
    }),
  })
  .nullable();

/** A system transfer (Transfer, or TransferWithSeed) anywhere in a transaction, with every account it names. */
interface Transfer {
  source: string;
  destination: string;
  lamports: bigint;
  /** All accounts of the instruction: a Solana Pay reference rides on the transfer as an extra account. */
  accounts: string[];
  inner: boolean;
}

export interface ChainTransaction {
  signature: string;
  slot: number;
  blockTime: Date | null;
  failed: boolean;
  feePayer: string;
  fee: bigint;
  /** Every account the transaction names (static and loaded from lookup tables). */
  accountKeys: string[];
  /** What each account's balance changed by (post − pre), exactly. */
  balanceChanges: Map<string, bigint>;
  transfers: Transfer[];
  memos: string[];
}

const SYSTEM_TRANSFER = 2;
const SYSTEM_TRANSFER_WITH_SEED = 11;

/** [from, to] account positions and the amount of a system transfer, or null when it is another instruction. */
function decodeSystemTransfer(data: Uint8Array): { lamports: bigint; from: number; to: number } | null {
  if (data.length < 12) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const kind = view.getUint32(0, true);
  if (kind === SYSTEM_TRANSFER && data.length === 12) return { lamports: view.getBigUint64(4, true), from: 0, to: 1 };
  // TransferWithSeed: accounts are [from (derived), base (signer), to].
  if (kind === SYSTEM_TRANSFER_WITH_SEED) return { lamports: view.getBigUint64(4, true), from: 0, to: 2 };
  return null;
}

/**
 * Reads one transaction of any version at `commitment`, and finds its transfers and memos wherever they sit (top
 * level or inner, through a program) and each account's balance change. Null while the node does not know it at
 * that commitment. Throws RpcFailure; an answer that is not a transaction is `garbled`.
 */
export async function readTransaction(
  target: RpcTarget,
  signature: string,
  commitment: Commitment = 'confirmed',
): Promise<ChainTransaction | null> {
  const answer = shaped(
    transactionAnswer,
    await rpcCall(target, 'getTransaction', [
      signature,
      { encoding: 'json', commitment, maxSupportedTransactionVersion: 0 },
    ]),
    'getTransaction',
  );
  if (!answer) return null;
  const { message } = answer.transaction;
  const loaded = answer.meta.loadedAddresses;
  const keys = [...message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
  const key = (index: bigint) => {
    const found = keys[Number(index)];
    if (found === undefined) throw new RpcFailure('garbled', 'getTransaction: an account index out of range');
    return found;
  };
  if (answer.meta.preBalances.length !== answer.meta.postBalances.length) {
    throw new RpcFailure('garbled', 'getTransaction: balances of different lengths');
  }
  const transfers: Transfer[] = [];
  const memos: string[] = [];
  const visit = (ix: z.infer<typeof instruction>, inner: boolean) => {
    const program = key(ix.programIdIndex);
    const accounts = ix.accounts.map(key);
    let data: Uint8Array;
    try {
      data = bs58.decode(ix.data);
    } catch {
      throw new RpcFailure('garbled', 'getTransaction: instruction data is not base58');
    }
    if (program === MEMO) memos.push(Buffer.from(data).toString('utf8'));
    if (program !== SYSTEM) return;
    const transfer = decodeSystemTransfer(data);
    if (transfer && accounts.length > Math.max(transfer.from, transfer.to)) {
      const { from, to, lamports } = transfer;
      transfers.push({ source: accounts[from], destination: accounts[to], lamports, accounts, inner });
    }
  };
  message.instructions.forEach((ix) => visit(ix, false));
  for (const group of answer.meta.innerInstructions ?? []) group.instructions.forEach((ix) => visit(ix, true));
  const balanceChanges = new Map<string, bigint>();
  answer.meta.preBalances.forEach((pre, i) => {
    const account = keys[i];
    if (account !== undefined) balanceChanges.set(account, (answer.meta.postBalances[i] ?? pre) - pre);
  });
  return {
    signature,
    slot: Number(answer.slot),
    blockTime: toDate(answer.blockTime),
    failed: answer.meta.err != null,
    feePayer: keys[0] ?? '',
    fee: answer.meta.fee,
    accountKeys: keys,
    balanceChanges,
    transfers,
    memos,
  };
}
