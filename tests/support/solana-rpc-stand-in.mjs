// A local stand-in for a Solana JSON-RPC node: transactions are real, signed and executed by LiteSVM (an in-process
// Solana runtime), and the node answers in a mainnet node's JSON-RPC shapes (web3.js 1.x and @solana/kit parse them)
// what a client asks to find and check a payment:
// - Commitment. A landed transaction is `confirmed`, later `finalized` (setFinality: at once, by hand with finalize(),
//   or some milliseconds after landing). Reads honour `commitment` (a node's default is `finalized`): getTransaction
//   sees a confirmed transaction only below `finalized`, getSignaturesForAddress lists it likewise (each entry with its
//   confirmationStatus), getSlot/getBlockHeight at `finalized` stop before the oldest unfinalized transaction, and
//   getSignatureStatuses answers both (the last 300 slots only, unless `searchTransactionHistory`).
// - Forks. dropUnfinalized() makes a confirmed transaction vanish as a dropped fork does: every read forgets it and
//   the lamports and data it changed are given back (later transactions' changes stay). A finalized one cannot go.
// - u64 amounts. Lamports are bigints and answers write them as exact JSON integers (solana-stand-in-json.mjs).
// - Listings newest first with before/until/limit (at most 1000), each entry's `memo` as a node writes it ("[len]
//   text" per top-level memo, joined by "; "); failed transactions sent with skipPreflight land with `meta.err`;
//   version-0 transactions refused to a client that does not say it reads them; `meta.innerInstructions`; encodings
//   json, base64 and jsonParsed (solana-stand-in-parsed.mjs).
// - A websocket on the same port (logsSubscribe, signatureSubscribe: solana-stand-in-subscriptions.mjs), notifying
//   at the commitment a subscriber asked for.
// - On a test's request: indexer lag (a transaction seen only after some calls), outages, 429s, garbled answers
//   (HTTP 200 whose body is not JSON-RPC), and floods of dust transfers.
// Simplified: `processed` reads as `confirmed`; account reads (getBalance, getAccountInfo, getMultipleAccounts) answer
// the newest state at every commitment; setFinality applies to transactions landing from then on.
// Used by the payment integration tests, the bench and the e2e server (no public RPC is reachable from tests).
//
// LiteSVM holds no SNS program binary nor any smart-wallet program, so the name service's Transfer and a tiny smart
// wallet (SMART_WALLET_PROGRAM_ID) are emulated: see solana-stand-in-programs.mjs. Emulated transactions land, finalize
// and drop like the others. `registerName` writes a name account with the SDK's own layout.
/** @import { MaybeEncodedAccount } from '@solana/kit' */
/** @import { Header, JsonInstruction } from './solana-stand-in-parsed.mjs' */
/** @import { FailedTransactionMetadata, TransactionMetadata } from 'litesvm' */
import crypto from 'node:crypto';
import http from 'node:http';
import { getDomainKeySync, NAME_PROGRAM_ID, ROOT_DOMAIN_ACCOUNT } from '@bonfida/spl-name-service';
import { getTransactionDecoder } from '@solana/kit';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { LiteSVM } from 'litesvm';
import { stringifyExact } from './solana-stand-in-json.mjs';
import { parsedTransaction } from './solana-stand-in-parsed.mjs';
import { serveSubscriptions } from './solana-stand-in-subscriptions.mjs';
import {
  asAddress,
  asLamports,
  emulateTransaction,
  FEE_PER_SIGNATURE,
  isEmulated,
  MEMO_PROGRAM_ID,
  MEMO_PROGRAMS,
  nodeError,
  programsOf,
  rpcError,
  SMART_WALLET_PROGRAM_ID,
  smartWalletPayData,
  systemAccount,
  transactionFee,
} from './solana-stand-in-programs.mjs';

/** The genesis hashes of Solana's public networks: the stand-in plays one of them (setGenesisHash). */
export const CLUSTER_GENESIS_HASHES = {
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
};

export { SMART_WALLET_PROGRAM_ID, MEMO_PROGRAM_ID };

/**
 * @typedef {object} StandInPayment
 * @property {Keypair} from
 * @property {string} to
 * @property {number | bigint} lamports
 * @property {string | string[]} [reference]
 * @property {string} [memo]
 * @property {'legacy' | 0} [version] A v0 transaction instead of a legacy one.
 * @property {Keypair} [feePayer] Pays the fee instead of `from` (a sponsored fee).
 * @property {boolean} [computeBudget] Adds a compute-budget instruction after the transfer.
 * @property {boolean} [skipPreflight] Lands a failing transaction with `meta.err` instead of refusing it in preflight.
 */

/**
 * @typedef {object} ProgramPayment A payment by the emulated smart wallet (see solana-stand-in-programs.mjs).
 * @property {Keypair} from Signs and pays the fee; the vault is derived from it unless given.
 * @property {string} [vault] The account the lamports leave (default `vaultOf(from)`, funded with 1000 SOL on first use).
 * @property {string} to
 * @property {number | bigint} lamports
 * @property {string | string[]} [reference] Extra read-only accounts of the program instruction.
 * @property {string} [memo]
 * @property {'inner' | 'top'} [memoAt] `inner` (default): the program invokes the memo program (meta.innerInstructions,
 *   no memo in the signature listing); `top`: a memo instruction before the program call.
 * @property {boolean} [skipPreflight]
 */

/**
 * @typedef {object} SeedPayment A system TransferWithSeed (instruction 11) from the account derived from base+seed.
 * @property {Keypair} from Pays the fee.
 * @property {Keypair} [base] Signs for the derived account (default `from`).
 * @property {string} seed
 * @property {string} to
 * @property {number | bigint} lamports The derived account is given these lamports first.
 * @property {string | string[]} [reference]
 * @property {string} [memo]
 * @property {boolean} [skipPreflight]
 */

/**
 * @typedef {object} OrderTransfer One of several transfers in one transaction (payTransfers).
 * @property {Keypair} from
 * @property {string} to
 * @property {number | bigint} lamports
 * @property {string | string[]} [reference]
 * @property {string} [memo]
 */

/** @typedef {'immediate' | 'manual' | { afterMs: number }} Finality */
/** @typedef {'confirmed' | 'finalized'} Status */

/**
 * @typedef {object} SolanaRpcStandIn
 * @property {string} url
 * @property {string} wsUrl
 * @property {LiteSVM} svm
 * @property {(address: string | PublicKey, lamports: number | bigint) => void} fund
 * @property {(address: string) => number} balance
 * @property {(address: string) => bigint} lamports The exact balance.
 * @property {(address: string | PublicKey, lamports: bigint) => void} setLamports Any u64 balance.
 * @property {(name: string, owner: string) => string} registerName Writes the SNS name account of `name` (.sol) owned
 *   by `owner`; answers its address.
 * @property {(name: string) => string | null} nameOwner
 * @property {(payment: StandInPayment) => string} payTransfer
 * @property {(payer: Keypair, transfers: OrderTransfer[], options?: { version?: 'legacy' | 0; skipPreflight?: boolean }) => string} payTransfers
 * @property {(payment: ProgramPayment) => string} payThroughProgram
 * @property {(from: PublicKey | string) => string} vaultOf
 * @property {(payment: SeedPayment) => string} payTransferWithSeed
 * @property {(base: PublicKey | string, seed: string) => string} seedAddress
 * @property {(to: string, count: number, options?: { lamports?: number | bigint; memo?: string }) => Promise<string[]>} flood
 * @property {(bytes: Uint8Array) => string} sendSigned
 * @property {(lamports?: number) => Keypair} newFundedKeypair
 * @property {(mode: Finality) => void} setFinality How transactions landing from now on finalize.
 * @property {(signature?: string) => void} finalize
 * @property {(signature?: string) => string[]} dropUnfinalized
 * @property {(signature: string) => Status | null} statusOf
 * @property {(value: boolean | 'truncated', methods?: string[]) => void} setGarbled
 * @property {(hash: string) => void} setGenesisHash
 * @property {(value: boolean) => void} setDown
 * @property {(value: boolean) => void} setRateLimited
 * @property {(seconds: number) => void} advanceClock Block times of transactions landing from now on move this far on.
 * @property {(slots: number) => void} advanceSlots The chain moves on this many slots (blockhashes pass their last valid block height).
 * @property {(calls: number) => void} setLag
 * @property {() => void} revealAll
 * @property {(signature: string, blockTime: number) => void} backdate Sets a landed transaction's blockTime (seconds).
 * @property {(method?: string) => number} calls
 * @property {() => number} logSubscribers
 * @property {() => Promise<void>} close
 */

/**
 * A transaction as landed, for the reads.
 * @typedef {object} LandedTransaction
 * @property {number} slot
 * @property {number} blockTime
 * @property {import('@solana/web3.js').TransactionVersion} version
 * @property {number} visibleAtCall
 * @property {Status} status
 * @property {unknown} err
 * @property {bigint} fee
 * @property {string[]} signatures
 * @property {{ header: Header; accountKeys: string[]; recentBlockhash: string; instructions: JsonInstruction[];
 *   addressTableLookups?: never[] }} message
 * @property {Uint8Array} wire
 * @property {string[]} keys
 * @property {bigint[]} preBalances
 * @property {bigint[]} postBalances
 * @property {{ index: number; instructions: JsonInstruction[] }[]} innerInstructions
 * @property {string[]} logs
 * @property {number} units
 * @property {string | null} memo
 * @property {{ before: MaybeEncodedAccount; after: MaybeEncodedAccount }[] | null} changes What it changed, kept until
 *   it is finalized so a fork drop can give it back.
 */

/** What a mainnet node answers getTransaction for a v0 transaction without maxSupportedTransactionVersion. */
export const UNSUPPORTED_VERSION = {
  code: -32015,
  message:
    'Transaction version (0) is not supported by the requesting client. Please try the request again with the ' +
    'following configuration parameter: "maxSupportedTransactionVersion": 0',
};
const RATE_LIMITED = { code: 429, message: 'Too many requests for a specific RPC call' };
/** Slots a node's status cache covers: getSignatureStatuses looks further back only with searchTransactionHistory. */
const STATUS_CACHE_SLOTS = 300;
const MAX_SIGNATURES = 1000;
const VAULT_LAMPORTS = 1_000_000_000_000n;

const transactionDecoder = getTransactionDecoder();
/** @param {number} slot */
const context = (slot) => ({ context: { apiVersion: '2.2.0', slot } });

/**
 * @param {TransactionMetadata | FailedTransactionMetadata} result
 * @returns {result is FailedTransactionMetadata}
 */
const isFailure = (result) => typeof (/** @type {{ err?: unknown }} */ (result).err) === 'function';

/** @param {MaybeEncodedAccount} account */
const lamportsOf = (account) => (account?.exists ? BigInt(account.lamports) : 0n);

/**
 * A node's `memo` of a signature listing: "[len] text" for each top-level memo instruction, joined by "; ".
 * @param {string[]} keys
 * @param {{ programIdIndex: number; data: Uint8Array }[]} instructions
 */
function listingMemo(keys, instructions) {
  const memos = instructions
    .filter((ix) => MEMO_PROGRAMS.includes(keys[ix.programIdIndex]))
    .map((ix) => {
      const data = Buffer.from(ix.data);
      const text = new TextDecoder('utf-8', { fatal: true });
      let memo;
      try {
        memo = text.decode(data);
      } catch {
        memo = '(unparseable)';
      }
      return `[${data.length}] ${memo}`;
    });
  return memos.length ? memos.join('; ') : null;
}

/** @param {unknown} options @returns {'processed' | 'confirmed' | 'finalized'} */
const commitmentIn = (options) =>
  /** @type {{ commitment?: 'processed' | 'confirmed' | 'finalized' } | undefined} */ (options)?.commitment ??
  'finalized';

/**
 * @param {{ port?: number; host?: string }} [options]
 * @returns {Promise<SolanaRpcStandIn>}
 */
export async function startSolanaRpcStandIn({ port = 0, host = '127.0.0.1' } = {}) {
  const svm = new LiteSVM();
  let slot = 1;
  /** Seconds added to the block time of transactions landing from now on (advanceClock). */
  let clockOffset = 0;
  let down = false;
  let rateLimited = false;
  /** What getGenesisHash answers: devnet's, as the stand-in plays devnet (setGenesisHash: another network). */
  let genesis = CLUSTER_GENESIS_HASHES.devnet;
  /** @type {false | 'shape' | 'truncated'} */
  let garbled = false;
  /** @type {Set<string> | null} */
  let garbledMethods = null;
  /** Every new transaction is hidden from the index for this many further calls (indexer lag). */
  let lagCalls = 0;
  let calls = 0;
  /** @type {Finality} */
  let finality = 'immediate';
  /** @type {Map<string, number>} */
  const callsByMethod = new Map();
  /** @type {Map<string, LandedTransaction>} */
  const transactions = new Map();
  /** Signatures landed and not yet finalized, in landing order. */
  const unfinalized = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /**
   * Per address, signatures in landing order (oldest first).
   * @type {Map<string, string[]>}
   */
  const byAddress = new Map();

  /** @param {string} key */
  const read = (key) => svm.getAccount(asAddress(key));
  /** @param {string} key */
  const exactBalance = (key) => svm.getBalance(asAddress(key)) ?? 0n;
  /**
   * @param {LandedTransaction | undefined} tx
   * @returns {tx is LandedTransaction}
   */
  const visible = (tx) => tx !== undefined && calls >= tx.visibleAtCall;
  /** @param {LandedTransaction} tx @param {string} commitment */
  const seenAt = (tx, commitment) => commitment !== 'finalized' || tx.status === 'finalized';
  /** The newest slot every transaction up to which is finalized. */
  const finalizedSlot = () => {
    const [oldest] = unfinalized; // landing order: the first is the oldest
    return oldest === undefined ? slot : /** @type {LandedTransaction} */ (transactions.get(oldest)).slot - 1;
  };
  /** @param {unknown} options */
  const slotAt = (options) => (commitmentIn(options) === 'finalized' ? finalizedSlot() : slot);

  /**
   * @param {Uint8Array} bytes
   * @param {{ skipPreflight?: boolean }} [options]
   * @returns {string}
   */
  function execute(bytes, { skipPreflight = false } = {}) {
    const parsed = VersionedTransaction.deserialize(bytes);
    const message = parsed.message;
    const keys = message.staticAccountKeys.map((key) => key.toBase58());
    const before = keys.map(read);
    const signature = bs58.encode(parsed.signatures[0]);
    /** @type {{ err: unknown; logs: string[]; inner: LandedTransaction['innerInstructions']; units: number; fee: bigint }} */
    let outcome;
    if (isEmulated(programsOf(message))) {
      const run = emulateTransaction({ parsed, svm, processed: transactions.has(signature) });
      if (run.err && !skipPreflight) {
        // Preflight: a failing transaction is refused before it lands, and changes nothing.
        throw rpcError({ code: -32002, message: `Transaction simulation failed: ${JSON.stringify(run.err)}` });
      }
      for (const account of run.writes.values()) svm.setAccount(account);
      outcome = {
        err: run.err,
        logs: run.logs,
        inner: run.inner,
        units: 1000 * message.compiledInstructions.length,
        fee: run.fee,
      };
    } else {
      const result = svm.sendTransaction(transactionDecoder.decode(bytes));
      const failed = isFailure(result);
      if (failed && !skipPreflight) {
        throw rpcError({
          code: -32002,
          message: `Transaction simulation failed: ${JSON.stringify(nodeError(result.err()))}`,
        });
      }
      const meta = failed ? result.meta() : result;
      outcome = {
        err: failed ? nodeError(result.err()) : null,
        logs: meta.logs(),
        inner: meta
          .innerInstructions()
          .map((list, index) => ({
            index,
            instructions: list.map((inner) => ({
              programIdIndex: inner.instruction().programIdIndex(),
              accounts: [...inner.instruction().accounts()],
              data: bs58.encode(inner.instruction().data()),
              stackHeight: inner.stackHeight(),
            })),
          }))
          .filter((entry) => entry.instructions.length > 0),
        units: Number(meta.computeUnitsConsumed()),
        fee: transactionFee(keys, message.compiledInstructions, message.header.numRequiredSignatures),
      };
    }
    const after = keys.map(read);
    return land(
      signature,
      {
        version: parsed.version,
        err: outcome.err,
        fee: outcome.fee,
        signatures: parsed.signatures.map((sig) => bs58.encode(sig)),
        message: {
          header: message.header,
          accountKeys: keys,
          recentBlockhash: message.recentBlockhash,
          instructions: message.compiledInstructions.map((ix) => ({
            programIdIndex: ix.programIdIndex,
            accounts: [...ix.accountKeyIndexes],
            data: bs58.encode(ix.data),
            stackHeight: null,
          })),
          ...(parsed.version === 0 ? { addressTableLookups: [] } : {}),
        },
        wire: bytes,
        keys,
        preBalances: before.map(lamportsOf),
        postBalances: after.map(lamportsOf),
        innerInstructions: outcome.inner,
        logs: outcome.logs,
        units: outcome.units,
        memo: listingMemo(keys, message.compiledInstructions),
      },
      keys.map((_, i) => ({ before: before[i], after: after[i] })),
    );
  }

  /**
   * Records a transaction LiteSVM or an emulation ran: it lands at the next slot, confirmed or finalized as the
   * finality mode says, and is indexed under every account it names.
   * @param {string} signature
   * @param {Omit<LandedTransaction, 'slot' | 'blockTime' | 'visibleAtCall' | 'status' | 'changes'>} fields
   * @param {LandedTransaction['changes'] | (() => LandedTransaction['changes'])} changes
   * @returns {string}
   */
  function land(signature, fields, changes) {
    slot += 1;
    const settled = finality === 'immediate';
    /** @type {LandedTransaction} */
    const tx = {
      ...fields,
      slot,
      blockTime: Math.floor(Date.now() / 1000) + clockOffset,
      visibleAtCall: calls + lagCalls,
      status: settled ? 'finalized' : 'confirmed',
      changes: settled ? null : typeof changes === 'function' ? changes() : changes,
    };
    transactions.set(signature, tx);
    for (const key of fields.keys) {
      const list = byAddress.get(key);
      if (list) list.push(signature);
      else byAddress.set(key, [signature]);
    }
    svm.expireBlockhash();
    subscriptions.notify(signature, tx, 'confirmed');
    if (settled) subscriptions.notify(signature, tx, 'finalized');
    else {
      unfinalized.add(signature);
      if (typeof finality === 'object') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (unfinalized.has(signature)) finalizeOne(signature);
        }, finality.afterMs);
        timer.unref();
        timers.add(timer);
      }
    }
    return signature;
  }

  /** @param {string} signature */
  function finalizeOne(signature) {
    const tx = transactions.get(signature);
    if (!tx) throw new Error(`No landed transaction ${signature} (never sent, or dropped)`);
    if (tx.status === 'finalized') return;
    tx.status = 'finalized';
    tx.changes = null;
    unfinalized.delete(signature);
    subscriptions.notify(signature, tx, 'finalized');
  }

  /**
   * Gives back what a dropped transaction changed: its lamport differences and, where it rewrote data, the data it
   * found; what later transactions did to the same accounts stays.
   * @param {string} signature
   */
  function dropOne(signature) {
    const tx = transactions.get(signature);
    if (!tx) throw new Error(`No landed transaction ${signature} (never sent, or dropped)`);
    if (tx.status === 'finalized') throw new Error(`Transaction ${signature} is finalized: it cannot be dropped`);
    for (const [i, { before, after }] of /** @type {NonNullable<LandedTransaction['changes']>} */ (
      tx.changes
    ).entries()) {
      const address = tx.keys[i];
      const dataChanged =
        Buffer.compare(Buffer.from(before.exists ? before.data : []), Buffer.from(after.exists ? after.data : [])) !==
          0 ||
        (before.exists && after.exists && before.programAddress !== after.programAddress);
      const delta = lamportsOf(before) - lamportsOf(after);
      if (delta === 0n && !dataChanged) continue;
      const now = read(address);
      const lamports = lamportsOf(now) + delta;
      const shape = dataChanged ? before : now;
      const base = shape.exists ? shape : systemAccount(address, 0n);
      svm.setAccount({ ...base, lamports: asLamports(lamports < 0n ? 0n : lamports) });
    }
    transactions.delete(signature);
    unfinalized.delete(signature);
    for (const key of new Set(tx.keys)) {
      const list = byAddress.get(key);
      const at = list?.lastIndexOf(signature) ?? -1;
      if (list && at !== -1) list.splice(at, 1);
    }
  }

  /**
   * @param {string} address
   * @param {{ before?: string; until?: string; limit?: number; commitment?: string }} [options]
   */
  function signaturesFor(address, options = {}) {
    const { before, until, limit = MAX_SIGNATURES } = options;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES) {
      throw rpcError({ code: -32602, message: `Invalid limit; max ${MAX_SIGNATURES}` });
    }
    const commitment = commitmentIn(options);
    const list = byAddress.get(address) ?? [];
    let i = list.length - 1;
    if (before) i = list.lastIndexOf(before) - 1;
    const page = [];
    for (; i >= 0 && page.length < limit; i -= 1) {
      const signature = list[i];
      if (signature === until) break;
      const tx = transactions.get(signature);
      if (!visible(tx) || !seenAt(tx, commitment)) continue;
      page.push({
        signature,
        slot: tx.slot,
        err: tx.err,
        memo: tx.memo,
        blockTime: tx.blockTime,
        confirmationStatus: tx.status,
      });
    }
    return page;
  }

  /** @param {string} address */
  function accountInfo(address) {
    const account = read(address);
    if (!account?.exists) return null;
    return {
      data: [Buffer.from(account.data).toString('base64'), 'base64'],
      executable: account.executable,
      lamports: BigInt(account.lamports),
      owner: account.programAddress,
      rentEpoch: 18446744073709551615n,
      space: account.data.length,
    };
  }

  const methods = {
    getLatestBlockhash: (/** @type {[unknown?]} */ [options]) => ({
      ...context(slotAt(options)),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + 150 },
    }),
    isBlockhashValid: () => ({ ...context(slot), value: true }),
    sendTransaction: (/** @type {[string, { encoding?: string; skipPreflight?: boolean }?]} */ [encoded, options]) =>
      execute(
        options?.encoding === 'base64' ? Buffer.from(encoded, 'base64') : Buffer.from(bs58.decode(encoded)),
        options,
      ),
    getSignaturesForAddress: (
      /** @type {[string, { before?: string; until?: string; limit?: number; commitment?: string }?]} */ [
        address,
        options,
      ],
    ) => signaturesFor(address, options),
    getTransaction: (
      /** @type {[string, { maxSupportedTransactionVersion?: number; commitment?: string; encoding?: string }?]} */ [
        signature,
        options,
      ],
    ) => {
      const tx = transactions.get(signature);
      if (!visible(tx) || !seenAt(tx, commitmentIn(options))) return null;
      const supported = options?.maxSupportedTransactionVersion;
      if (tx.version === 0 && (supported === undefined || supported < 0)) throw rpcError(UNSUPPORTED_VERSION);
      const parsed = options?.encoding === 'jsonParsed' ? parsedTransaction(tx) : null;
      const transaction =
        options?.encoding === 'base64'
          ? [Buffer.from(tx.wire).toString('base64'), 'base64']
          : (parsed?.transaction ?? { signatures: tx.signatures, message: tx.message });
      return {
        slot: tx.slot,
        blockTime: tx.blockTime,
        ...(supported === undefined ? {} : { version: tx.version }),
        transaction,
        meta: {
          err: tx.err,
          status: tx.err ? { Err: tx.err } : { Ok: null },
          fee: tx.fee,
          preBalances: tx.preBalances,
          postBalances: tx.postBalances,
          innerInstructions: parsed?.innerInstructions ?? tx.innerInstructions,
          logMessages: tx.logs,
          preTokenBalances: [],
          postTokenBalances: [],
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
          computeUnitsConsumed: tx.units,
        },
      };
    },
    getSignatureStatuses: (
      /** @type {[string[], { searchTransactionHistory?: boolean }?]} */ [signatures, options],
    ) => {
      if (signatures.length > 256) throw rpcError({ code: -32602, message: 'Too many inputs provided; max 256' });
      return {
        ...context(slot),
        value: signatures.map((signature) => {
          const tx = transactions.get(signature);
          if (!visible(tx)) return null;
          if (!options?.searchTransactionHistory && slot - tx.slot > STATUS_CACHE_SLOTS) return null;
          const finalized = tx.status === 'finalized';
          return {
            slot: tx.slot,
            confirmations: finalized ? null : slot - tx.slot,
            err: tx.err,
            status: tx.err ? { Err: tx.err } : { Ok: null },
            confirmationStatus: tx.status,
          };
        }),
      };
    },
    getBalance: (/** @type {[string, unknown?]} */ [address, options]) => ({
      ...context(slotAt(options)),
      value: exactBalance(address),
    }),
    getAccountInfo: (/** @type {[string, unknown?]} */ [address, options]) => ({
      ...context(slotAt(options)),
      value: accountInfo(address),
    }),
    getMultipleAccounts: (/** @type {[string[], unknown?]} */ [addresses, options]) => {
      if (addresses.length > 100) throw rpcError({ code: -32602, message: 'Too many inputs provided; max 100' });
      return { ...context(slotAt(options)), value: addresses.map(accountInfo) };
    },
    // No name here is tokenized: the name's NFT mint does not exist, which a node answers with this error.
    getTokenLargestAccounts: () => {
      throw rpcError({ code: -32602, message: 'Invalid param: not a Token mint' });
    },
    getMinimumBalanceForRentExemption: (/** @type {[number?]} */ [size]) =>
      svm.minimumBalanceForRentExemption(BigInt(size ?? 0)),
    requestAirdrop: (/** @type {[string, number]} */ [address, lamports]) => {
      const result = svm.airdrop(asAddress(address), asLamports(BigInt(lamports)));
      return result && !isFailure(result) ? bs58.encode(result.signature()) : `airdrop-${slot}`;
    },
    getSlot: (/** @type {[unknown?]} */ [options]) => slotAt(options),
    getBlockHeight: (/** @type {[unknown?]} */ [options]) => slotAt(options),
    getVersion: () => ({ 'solana-core': 'stand-in', 'feature-set': 0 }),
    getGenesisHash: () => genesis,
    // Not a Solana method: how a browser test, in another process, dates a wallet's transaction back (`backdate`).
    standIn_backdate: (/** @type {[string, number]} */ [signature, blockTime]) => {
      const tx = transactions.get(signature);
      if (!tx) throw rpcError({ code: -32602, message: `Invalid param: no transaction ${signature}` });
      tx.blockTime = blockTime;
      return null;
    },
  };

  /**
   * The methods by name; a call's params are as JSON-RPC parsed them.
   * @type {Record<string, ((params: any) => unknown) | undefined>}
   */
  const methodsByName = methods;

  /** @param {string} method */
  const garbles = (method) => garbled !== false && (garbledMethods === null || garbledMethods.has(method));

  const server = http.createServer((request, response) => {
    // Browser tests run the stand-in in another process: POST /stand-in/down?ms=N takes the node down for N ms.
    const control = request.method === 'POST' && request.url?.startsWith('/stand-in/down?ms=');
    if (control) {
      const ms = Math.min(Number(new URL(request.url ?? '', 'http://x').searchParams.get('ms')) || 0, 120_000);
      down = true;
      setTimeout(() => (down = false), ms).unref();
      response.writeHead(204);
      return response.end();
    }
    if (down) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      return response.end('down');
    }
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        response.writeHead(400);
        return response.end();
      }
      const list = Array.isArray(body) ? body : [body];
      if (rateLimited) {
        response.writeHead(429, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ jsonrpc: '2.0', id: list[0]?.id ?? null, error: RATE_LIMITED }));
      }
      let truncate = false;
      /** @param {{ id?: unknown; method: string; params?: unknown[] }} call */
      const answer = (call) => {
        calls += 1;
        callsByMethod.set(call.method, (callsByMethod.get(call.method) ?? 0) + 1);
        const method = methodsByName[call.method];
        if (!method)
          return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `Method not found: ${call.method}` } };
        try {
          const result = method(call.params ?? []);
          if (garbles(call.method)) {
            if (garbled === 'truncated') truncate = true;
            else return { jsonrpc: '2.0', id: call.id, result: { weird: true } };
          }
          return { jsonrpc: '2.0', id: call.id, result };
        } catch (error) {
          const { code, message } = /** @type {Error & { code?: number }} */ (error);
          return { jsonrpc: '2.0', id: call.id, error: { code: code ?? -32603, message } };
        }
      };
      const answers = list.map(answer);
      const text = stringifyExact(Array.isArray(body) ? answers : answers[0]);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(truncate ? text.slice(0, Math.floor(text.length / 2)) : text);
    });
  });
  const subscriptions = serveSubscriptions(server, (signature) => {
    const tx = transactions.get(signature);
    return visible(tx) ? tx : undefined;
  });
  await new Promise((/** @type {(value?: unknown) => void} */ resolve) => server.listen(port, host, () => resolve()));
  const listening = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host}:${listening.port}`;

  /**
   * @param {string | string[] | undefined} reference
   * @returns {{ pubkey: PublicKey; isSigner: false; isWritable: false }[]}
   */
  const referenceKeys = (reference) =>
    /** @type {string[]} */ ([reference].flat().filter(Boolean)).map((key) => ({
      pubkey: new PublicKey(key),
      isSigner: false,
      isWritable: false,
    }));
  /** @param {string | undefined} memo */
  const memoInstructions = (memo) =>
    memo === undefined
      ? []
      : [new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(memo, 'utf8') })];

  /**
   * The instructions of a Solana Pay transfer as a wallet builds them: the memo, then the transfer from `from` to `to`
   * carrying the reference keys.
   * @param {OrderTransfer} payment
   * @returns {TransactionInstruction[]}
   */
  function paymentInstructions({ from, to, lamports, reference, memo }) {
    const transfer = SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: new PublicKey(to),
      lamports: BigInt(lamports),
    });
    transfer.keys.push(...referenceKeys(reference));
    return [...memoInstructions(memo), transfer];
  }

  /**
   * Signs and sends a transaction of these instructions (legacy, or v0).
   * @param {{ payer: Keypair; signers: Keypair[]; instructions: TransactionInstruction[]; version?: 'legacy' | 0;
   *   skipPreflight?: boolean }} input
   */
  function sendInstructions({ payer, signers, instructions, version = 'legacy', skipPreflight = false }) {
    const unique = [payer, ...signers].filter(
      (signer, i, all) => all.findIndex((other) => other.publicKey.equals(signer.publicKey)) === i,
    );
    if (version === 0) {
      const message = new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: svm.latestBlockhash(),
        instructions,
      }).compileToV0Message();
      const transaction = new VersionedTransaction(message);
      transaction.sign(unique);
      return execute(transaction.serialize(), { skipPreflight });
    }
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.latestBlockhash() });
    transaction.add(...instructions);
    transaction.sign(...unique);
    return execute(transaction.serialize(), { skipPreflight });
  }

  /** @param {PublicKey | string} from */
  const vaultOf = (from) =>
    PublicKey.findProgramAddressSync(
      [Buffer.from('vault'), new PublicKey(from).toBuffer()],
      SMART_WALLET_PROGRAM_ID,
    )[0].toBase58();

  /**
   * The address TransferWithSeed debits: sha256(base, seed, owner) with the system program as owner.
   * @param {PublicKey | string} base
   * @param {string} seed
   */
  const seedAddress = (base, seed) =>
    new PublicKey(
      crypto
        .createHash('sha256')
        .update(Buffer.concat([new PublicKey(base).toBuffer(), Buffer.from(seed), SystemProgram.programId.toBuffer()]))
        .digest(),
    ).toBase58();

  /** @param {string} address @param {bigint} lamports */
  function setLamports(address, lamports) {
    if (lamports < 0n || lamports > 0xffffffffffffffffn) throw new RangeError(`${lamports} is not a u64`);
    const account = read(address);
    svm.setAccount({ ...(account.exists ? account : systemAccount(address, 0n)), lamports: asLamports(lamports) });
  }

  /** The flood's sender: one keypair, signing with node's ed25519 (fast) rather than tweetnacl. */
  const flooder = Keypair.fromSeed(new Uint8Array(32).fill(66));
  const flooderKey = crypto.createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), flooder.secretKey.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });

  return {
    url,
    /** The same node's websocket (logsSubscribe), as SOLANA_WS_URL. */
    wsUrl: `ws://${host}:${listening.port}`,
    svm,
    /** Gives an address lamports (a new keypair's account does not exist until it is funded). */
    fund(address, lamports) {
      const key = typeof address === 'string' ? address : address.toBase58();
      const airdrop = svm.airdrop(asAddress(key), asLamports(BigInt(lamports)));
      // LiteSVM's airdrop draws on a purse; more than it holds is simply added.
      if (!airdrop || isFailure(airdrop)) setLamports(key, exactBalance(key) + BigInt(lamports));
    },
    balance: (address) => Number(exactBalance(address)),
    lamports: (address) => exactBalance(address),
    /** Sets an account's balance to any u64 (creating a system account if there is none); lands no transaction. */
    setLamports: (address, lamports) => setLamports(new PublicKey(address).toBase58(), lamports),
    /** Writes the name account of `name`.sol owned by `owner` (a base58 address), laid out as the SDK reads it. */
    registerName(name, owner) {
      const key = getDomainKeySync(name.replace(/\.sol$/, '')).pubkey.toBase58();
      const data = Buffer.concat([ROOT_DOMAIN_ACCOUNT.toBuffer(), new PublicKey(owner).toBuffer(), Buffer.alloc(32)]);
      svm.setAccount({
        address: asAddress(key),
        lamports: asLamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
        data: new Uint8Array(data),
        programAddress: asAddress(NAME_PROGRAM_ID.toBase58()),
        executable: false,
        space: BigInt(data.length),
      });
      return key;
    },
    /** The owner a name account records now (base58), or null when there is none. */
    nameOwner(name) {
      const account = read(getDomainKeySync(name.replace(/\.sol$/, '')).pubkey.toBase58());
      return account?.exists ? bs58.encode(Buffer.from(account.data).subarray(32, 64)) : null;
    },
    /**
     * Pays like a wallet answering a Solana Pay request: memo, then the transfer carrying the reference key. Options:
     * `version: 0` sends a v0 transaction; `feePayer` (a keypair) pays the fee instead of `from` (a sponsored fee);
     * `computeBudget: true` adds a compute-budget instruction after the transfer (the transfer is not the last);
     * `skipPreflight: true` lands a transaction that fails (e.g. more than `from` holds) with `meta.err`.
     */
    payTransfer({ from, feePayer, version = 'legacy', computeBudget = false, skipPreflight = false, ...payment }) {
      const after = computeBudget ? [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 })] : [];
      const instructions = [...paymentInstructions({ from, ...payment }), ...after];
      return sendInstructions({ payer: feePayer ?? from, signers: [from], instructions, version, skipPreflight });
    },
    /** Several orders paid in ONE transaction: per transfer its memo, then the transfer with its reference keys. */
    payTransfers(payer, transfers, { version = 'legacy', skipPreflight = false } = {}) {
      const instructions = transfers.flatMap(paymentInstructions);
      const signers = transfers.map((transfer) => transfer.from);
      return sendInstructions({ payer, signers, instructions, version, skipPreflight });
    },
    /**
     * A payment by the emulated smart wallet: ONE top-level instruction calling SMART_WALLET_PROGRAM_ID with accounts
     * [vault, to, ...references, system program, memo program?]; the lamports move from the vault by an inner system
     * Transfer (meta.innerInstructions, stack height 2), the memo goes by an inner memo (or, `memoAt: 'top'`, a
     * top-level memo instruction first).
     */
    payThroughProgram({ from, vault, to, lamports, reference, memo, memoAt = 'inner', skipPreflight = false }) {
      const source = vault ?? vaultOf(from.publicKey);
      if (vault === undefined && !read(source).exists) setLamports(source, VAULT_LAMPORTS);
      const innerMemo = memoAt === 'inner' ? memo : undefined;
      const call = new TransactionInstruction({
        programId: SMART_WALLET_PROGRAM_ID,
        keys: [
          { pubkey: new PublicKey(source), isSigner: false, isWritable: true },
          { pubkey: new PublicKey(to), isSigner: false, isWritable: true },
          ...referenceKeys(reference),
          { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
          ...(innerMemo === undefined ? [] : [{ pubkey: MEMO_PROGRAM_ID, isSigner: false, isWritable: false }]),
        ],
        data: smartWalletPayData(BigInt(lamports), innerMemo),
      });
      const instructions = [...memoInstructions(memoAt === 'top' ? memo : undefined), call];
      return sendInstructions({ payer: from, signers: [], instructions, skipPreflight });
    },
    vaultOf,
    /**
     * A system TransferWithSeed (LiteSVM runs it): gives the account derived from base+seed `lamports`, then lands a
     * memo and the transfer from it to `to`, signed by `base`, carrying the reference keys.
     */
    payTransferWithSeed({ from, base = from, seed, to, lamports, reference, memo, skipPreflight = false }) {
      const source = seedAddress(base.publicKey, seed);
      setLamports(source, exactBalance(source) + BigInt(lamports));
      const transfer = SystemProgram.transfer({
        fromPubkey: new PublicKey(source),
        basePubkey: base.publicKey,
        toPubkey: new PublicKey(to),
        lamports: BigInt(lamports),
        seed,
        programId: SystemProgram.programId,
      });
      transfer.keys.push(...referenceKeys(reference));
      const instructions = [...memoInstructions(memo), transfer];
      return sendInstructions({ payer: from, signers: [base], instructions, skipPreflight });
    },
    seedAddress,
    /**
     * Lands `count` real dust transfers (LiteSVM runs each, about a millisecond apiece) from one sender to `to`, each
     * with `memo` if given, answering calls between batches; resolves to their signatures, oldest first. `to` must
     * already hold its rent-exempt minimum.
     */
    async flood(to, count, { lamports = 1, memo } = {}) {
      const sender = flooder.publicKey.toBase58();
      const need = BigInt(count) * (BigInt(lamports) + FEE_PER_SIGNATURE) + 1_000_000_000n;
      setLamports(sender, exactBalance(sender) + need);
      // One message, its blockhash renewed per transaction (each lands in its own slot), signed with node's ed25519.
      const message = new Transaction({ feePayer: flooder.publicKey, recentBlockhash: svm.latestBlockhash() })
        .add(
          ...memoInstructions(memo),
          SystemProgram.transfer({
            fromPubkey: flooder.publicKey,
            toPubkey: new PublicKey(to),
            lamports: BigInt(lamports),
          }),
        )
        .compileMessage();
      const keys = message.accountKeys.map((key) => key.toBase58());
      const instructions = message.instructions.map((ix) => ({ ...ix, stackHeight: null }));
      const listed = listingMemo(
        keys,
        message.instructions.map((ix) => ({ programIdIndex: ix.programIdIndex, data: bs58.decode(ix.data) })),
      );
      /** Balances of the programs it calls do not move. */
      const fixed = keys.map((key) => (key === sender || key === to ? null : exactBalance(key)));
      const balances = () => keys.map((key, i) => fixed[i] ?? exactBalance(key));
      const signatures = [];
      for (let i = 0; i < count; i += 1) {
        // The node keeps answering during a flood, as a real one does (and its open connections stay alive).
        if (i % 250 === 249) await new Promise((resolve) => setImmediate(resolve));
        message.recentBlockhash = svm.latestBlockhash();
        const bytes = message.serialize();
        const signed = crypto.sign(null, bytes, flooderKey);
        const wire = Buffer.concat([Buffer.from([1]), signed, bytes]);
        const before = finality === 'immediate' ? null : keys.map(read);
        const preBalances = balances();
        const result = svm.sendTransaction(transactionDecoder.decode(wire));
        if (isFailure(result))
          throw new Error(`The flood's transfer failed: ${JSON.stringify(nodeError(result.err()))}`);
        const signature = bs58.encode(signed);
        land(
          signature,
          {
            version: 'legacy',
            err: null,
            fee: FEE_PER_SIGNATURE,
            signatures: [signature],
            message: {
              header: message.header,
              accountKeys: keys,
              recentBlockhash: message.recentBlockhash,
              instructions,
            },
            wire,
            keys,
            preBalances,
            postBalances: balances(),
            innerInstructions: [],
            logs: result.logs(),
            units: Number(result.computeUnitsConsumed()),
            memo: listed,
          },
          () => keys.map((key, k) => ({ before: /** @type {MaybeEncodedAccount[]} */ (before)[k], after: read(key) })),
        );
        signatures.push(signature);
      }
      return signatures;
    },
    /** Sends a transaction a wallet signed (wire bytes), as sendTransaction would. */
    sendSigned: (bytes) => execute(Buffer.from(bytes)),
    newFundedKeypair(lamports = 1_000_000_000_000) {
      const keypair = Keypair.generate();
      svm.airdrop(asAddress(keypair.publicKey.toBase58()), asLamports(BigInt(lamports)));
      return keypair;
    },
    /**
     * How transactions landing from now on reach `finalized`: 'immediate' (the default: they land finalized),
     * 'manual' (confirmed until finalize()), or { afterMs } (finalized that long after landing).
     */
    setFinality(mode) {
      finality = mode;
    },
    /** Finalizes one confirmed transaction, or every one; a dropped or unknown signature throws. */
    finalize(signature) {
      for (const each of signature ? [signature] : [...unfinalized]) finalizeOne(each);
    },
    /** Drops one confirmed transaction as a lost fork, or every unfinalized one (newest first); answers those dropped. */
    dropUnfinalized(signature) {
      const dropping = signature ? [signature] : [...unfinalized].reverse();
      for (const each of dropping) dropOne(each);
      return dropping;
    },
    /** Where a transaction stands: 'confirmed', 'finalized', or null (never landed, or dropped). */
    statusOf: (signature) => transactions.get(signature)?.status ?? null,
    /**
     * Answers HTTP 200 with a body that is not JSON-RPC while set: true, a result of `{"weird":true}`; 'truncated', the
     * answer's JSON cut in half. `methods` limits it to those methods (default: all).
     */
    setGarbled(value, methodList) {
      garbled = value === true ? 'shape' : value;
      garbledMethods = methodList ? new Set(methodList) : null;
    },
    /** The network the stand-in plays, by its genesis hash. */
    setGenesisHash(hash) {
      genesis = hash;
    },
    /** Every request answers HTTP 503 (the node is down) while true. */
    setDown(value) {
      down = value;
    },
    /** Every request answers HTTP 429 with a JSON-RPC error (the node's rate limit) while true. */
    setRateLimited(value) {
      rateLimited = value;
    },
    /** Transactions sent from now on are visible to reads only after this many further calls (indexer lag). */
    /** Block times of transactions landing from now on move this far on. */
    advanceClock(seconds) {
      clockOffset += seconds;
    },
    /** The chain moves on this many slots (blockhashes pass their last valid block height). */
    advanceSlots(slots) {
      slot += slots;
    },
    setLag(callsToWait) {
      lagCalls = callsToWait;
    },
    /** Dates a landed transaction back (its blockTime, in seconds since the epoch): a wallet with an old history. */
    backdate(signature, blockTime) {
      const tx = transactions.get(signature);
      if (!tx) throw new Error(`no transaction ${signature}`);
      tx.blockTime = blockTime;
    },
    /** Makes every lagging transaction visible now. */
    revealAll() {
      for (const tx of transactions.values()) tx.visibleAtCall = Math.min(tx.visibleAtCall, calls);
    },
    /** Open logsSubscribe subscriptions. */
    logSubscribers: () => subscriptions.logSubscribers(),
    /** JSON-RPC calls answered so far, in all or of one method. */
    calls: (method) => (method ? (callsByMethod.get(method) ?? 0) : calls),
    close: () =>
      new Promise((/** @type {() => void} */ resolve) => {
        for (const timer of timers) clearTimeout(timer);
        subscriptions.close();
        server.close(() => resolve());
      }),
  };
}
