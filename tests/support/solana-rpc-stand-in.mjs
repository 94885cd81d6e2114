// A local stand-in for a Solana JSON-RPC node: transactions are real, signed and executed by LiteSVM (an in-process
// Solana runtime), and the node answers what web3.js and @solana/pay ask of it to find and check a payment, the way
// a mainnet node does: signatures newest first with before/until/limit, failed transactions that land with
// `meta.err` (sent with skipPreflight), version-0 transactions refused to a client that does not say it reads them,
// a logsSubscribe websocket on the same port, and, on a test's request, indexer lag (a transaction seen only after some calls), outages and 429s.
// Used by the payment integration tests, the bench and the e2e server (no public RPC is reachable from tests).
//
// LiteSVM holds no SNS program binary, so the name service's Transfer instruction is emulated here, as the program
// does it (spl-name-service `transfer`): the name account must exist and belong to the name program, the owner it
// records must have signed, and then its owner field (bytes 32..64 of the NameRegistryState header) is rewritten. The
// rest of such a transaction is checked as the runtime would: signatures, blockhash, a fee payer that can pay, a
// signature not already processed. Only transactions made of name-service Transfers (and compute-budget
// instructions) are emulated; `registerName` writes a name account with the SDK's own layout.
/** @import { Address, EncodedAccount, Lamports } from '@solana/kit' */
/** @import { FailedTransactionMetadata, TransactionMetadata } from 'litesvm' */
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
import nacl from 'tweetnacl';
import WebSocket from 'ws';

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
 * @typedef {object} SolanaRpcStandIn
 * @property {string} url
 * @property {string} wsUrl
 * @property {LiteSVM} svm
 * @property {(address: string | PublicKey, lamports: number | bigint) => void} fund
 * @property {(address: string) => number} balance
 * @property {(name: string, owner: string) => string} registerName Writes the SNS name account of `name` (.sol) owned
 *   by `owner`; answers its address.
 * @property {(name: string) => string | null} nameOwner
 * @property {(payment: StandInPayment) => string} payTransfer
 * @property {(bytes: Uint8Array) => string} sendSigned
 * @property {(lamports?: number) => Keypair} newFundedKeypair
 * @property {(value: boolean) => void} setDown
 * @property {(value: boolean) => void} setRateLimited
 * @property {(calls: number) => void} setLag
 * @property {() => void} revealAll
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
 * @property {unknown} err
 * @property {string[]} signatures
 * @property {object} message
 * @property {number[]} preBalances
 * @property {number[]} postBalances
 * @property {string[]} logs
 */

/** The memo program (@solana/pay's MEMO_PROGRAM_ID, which its types do not export). */
const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

// LiteSVM takes @solana/kit's branded strings and bigints; these are plain base58 addresses and lamport counts.
/** @param {string} key */
const asAddress = (key) => /** @type {Address} */ (key);
/** @param {bigint} value */
const asLamports = (value) => /** @type {Lamports} */ (value);

/** @param {number} slot */
const context = (slot) => ({ context: { slot } });

/** What a mainnet node answers getTransaction for a v0 transaction without maxSupportedTransactionVersion. */
export const UNSUPPORTED_VERSION = {
  code: -32015,
  message:
    'Transaction version (0) is not supported by the requesting client. Please try the request again with the ' +
    'following configuration parameter: "maxSupportedTransactionVersion": 0',
};
const RATE_LIMITED = { code: 429, message: 'Too many requests for a specific RPC call' };

/**
 * @param {{ code: number; message: string }} error
 * @returns {Error & { code: number }}
 */
function rpcError({ code, message }) {
  return Object.assign(new Error(message), { code });
}

/**
 * @param {TransactionMetadata | FailedTransactionMetadata} result
 * @returns {result is FailedTransactionMetadata}
 */
const isFailure = (result) => typeof (/** @type {{ err?: unknown }} */ (result).err) === 'function';

/** @param {FailedTransactionMetadata} failed */
function transactionError(failed) {
  const err = /** @type {{ index?: unknown }} */ (failed.err());
  return typeof err?.index === 'number' ? { InstructionError: [err.index, { Custom: 1 }] } : String(err);
}

/**
 * @param {{ port?: number; host?: string }} [options]
 * @returns {Promise<SolanaRpcStandIn>}
 */
export async function startSolanaRpcStandIn({ port = 0, host = '127.0.0.1' } = {}) {
  const svm = new LiteSVM();
  let slot = 1;
  let down = false;
  let rateLimited = false;
  /** Every new transaction is hidden from the index for this many further calls (indexer lag). */
  let lagCalls = 0;
  let calls = 0;
  /** @type {Map<string, number>} */
  const callsByMethod = new Map();
  /** @type {Map<string, LandedTransaction>} */
  const transactions = new Map();
  /**
   * Per address, signatures in landing order (oldest first).
   * @type {Map<string, string[]>}
   */
  const byAddress = new Map();

  /** @param {string} key */
  const balance = (key) => Number(svm.getBalance(asAddress(key)) ?? 0n);
  /**
   * @param {LandedTransaction | undefined} tx
   * @returns {tx is LandedTransaction}
   */
  const visible = (tx) => tx !== undefined && calls >= tx.visibleAtCall;

  const NAME_PROGRAM = NAME_PROGRAM_ID.toBase58();
  const COMPUTE_BUDGET = ComputeBudgetProgram.programId.toBase58();
  const FEE_PER_SIGNATURE = 5000n;
  /** @param {VersionedTransaction['message']} message */
  const programsOf = (message) =>
    message.compiledInstructions.map((ix) => message.staticAccountKeys[ix.programIdIndex].toBase58());

  /**
   * Runs a transaction of name-service Transfers as the name program would (see the top of this file).
   * @param {VersionedTransaction} parsed
   * @param {string} signature
   * @returns {{ err: unknown; logs: string[] }}
   */
  function emulateNameService(parsed, signature) {
    const message = parsed.message;
    const keys = message.staticAccountKeys.map((key) => key.toBase58());
    const signers = keys.slice(0, message.header.numRequiredSignatures);
    const bytes = message.serialize();
    const signed = parsed.signatures.every((sig, i) => nacl.sign.detached.verify(bytes, sig, bs58.decode(signers[i])));
    if (!signed) throw rpcError({ code: -32003, message: 'Transaction signature verification failure' });
    if (transactions.has(signature))
      throw rpcError({ code: -32002, message: 'Transaction simulation failed: AlreadyProcessed' });
    if (message.recentBlockhash !== svm.latestBlockhash()) {
      throw rpcError({ code: -32002, message: 'Transaction simulation failed: Blockhash not found' });
    }
    const payer = svm.getAccount(asAddress(keys[0]));
    const fee = FEE_PER_SIGNATURE * BigInt(signers.length);
    if (!payer?.exists || BigInt(payer.lamports) < fee) {
      throw rpcError({
        code: -32002,
        message: 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
      });
    }
    /** @type {EncodedAccount[]} */
    const writes = [];
    /** @type {unknown} */
    let err = null;
    /** @type {string[]} */
    const logs = [];
    message.compiledInstructions.forEach((ix, index) => {
      if (err || keys[ix.programIdIndex] === COMPUTE_BUDGET) return;
      logs.push(`Program ${NAME_PROGRAM} invoke [1]`);
      const [nameKey, ownerKey] = ix.accountKeyIndexes.map((i) => keys[i]);
      const account = svm.getAccount(asAddress(nameKey));
      const data = Buffer.from(ix.data);
      /** @param {string} why */
      const fail = (why) => {
        logs.push(`Program log: ${why}`, `Program ${NAME_PROGRAM} failed: custom program error: 0x1`);
        err = { InstructionError: [index, { Custom: 1 }] };
      };
      if (data[0] !== 2 || data.length !== 33) return fail('Only the Transfer instruction is emulated');
      if (!account?.exists || account.programAddress !== NAME_PROGRAM) return fail('The given name account is invalid');
      const state = Buffer.from(account.data);
      if (bs58.encode(state.subarray(32, 64)) !== ownerKey || !signers.includes(ownerKey)) {
        return fail('The given name owner account is incorrect or not a signer.');
      }
      data.copy(state, 32, 1, 33);
      writes.push({ ...account, data: new Uint8Array(state) });
      logs.push(`Program ${NAME_PROGRAM} success`);
    });
    if (!err) for (const account of writes) svm.setAccount(account);
    svm.setAccount({ ...payer, lamports: asLamports(BigInt(payer.lamports) - fee) });
    return { err, logs };
  }

  /**
   * @param {Uint8Array} bytes
   * @param {{ skipPreflight?: boolean }} [options]
   * @returns {string}
   */
  function execute(bytes, { skipPreflight = false } = {}) {
    const parsed = VersionedTransaction.deserialize(bytes);
    const message = parsed.message;
    const keys = message.staticAccountKeys.map((key) => key.toBase58());
    const preBalances = keys.map(balance);
    const signature = bs58.encode(parsed.signatures[0]);
    const programs = programsOf(message);
    /** @type {{ err: unknown; logs: string[] }} */
    let outcome;
    if (programs.includes(NAME_PROGRAM)) {
      if (!programs.every((p) => p === NAME_PROGRAM || p === COMPUTE_BUDGET)) {
        throw rpcError({
          code: -32002,
          message: 'Transaction simulation failed: the stand-in emulates name-service Transfers alone',
        });
      }
      if (!skipPreflight) {
        // Preflight: a failing transfer is refused before it lands, and changes nothing.
        const snapshot = keys.map((key) => svm.getAccount(asAddress(key)));
        const trial = emulateNameService(parsed, signature);
        for (const account of snapshot) if (account?.exists) svm.setAccount(account);
        if (trial.err) {
          throw rpcError({ code: -32002, message: `Transaction simulation failed: ${JSON.stringify(trial.err)}` });
        }
      }
      outcome = emulateNameService(parsed, signature);
    } else {
      const result = svm.sendTransaction(getTransactionDecoder().decode(bytes));
      const failed = isFailure(result);
      if (failed && !skipPreflight) {
        throw rpcError({ code: -32002, message: `Transaction simulation failed: ${String(result.err())}` });
      }
      outcome = failed
        ? { err: transactionError(result), logs: result.meta().logs() }
        : { err: null, logs: result.logs() };
    }
    slot += 1;
    transactions.set(signature, {
      slot,
      blockTime: Math.floor(Date.now() / 1000),
      version: parsed.version,
      visibleAtCall: calls + lagCalls,
      err: outcome.err,
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
      preBalances,
      postBalances: keys.map(balance),
      logs: outcome.logs,
    });
    for (const key of keys) byAddress.set(key, [...(byAddress.get(key) ?? []), signature]);
    svm.expireBlockhash();
    notifyLogs(signature, keys);
    return signature;
  }

  /**
   * logsSubscribe clients: a websocket notification the moment a transaction mentioning the address lands.
   * @type {Map<number, { socket: WebSocket; address: string }>}
   */
  const logSubscriptions = new Map();
  let nextSubscription = 1;
  /**
   * @param {string} signature
   * @param {string[]} keys
   */
  function notifyLogs(signature, keys) {
    const tx = /** @type {LandedTransaction} */ (transactions.get(signature));
    for (const [id, { socket, address }] of logSubscriptions) {
      if (!keys.includes(address) || socket.readyState !== 1) continue;
      const value = { signature, err: tx.err, logs: tx.logs };
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'logsNotification',
          params: { result: { context: { slot: tx.slot }, value }, subscription: id },
        }),
      );
    }
  }

  /**
   * @param {string} address
   * @param {{ before?: string; until?: string; limit?: number }} [options]
   */
  function signaturesFor(address, { before, until, limit = 1000 } = {}) {
    const newestFirst = (byAddress.get(address) ?? []).filter((sig) => visible(transactions.get(sig))).reverse();
    let start = 0;
    if (before) {
      const at = newestFirst.indexOf(before);
      start = at === -1 ? newestFirst.length : at + 1;
    }
    const page = [];
    for (const signature of newestFirst.slice(start)) {
      if (signature === until || page.length >= Math.min(limit, 1000)) break;
      const tx = /** @type {LandedTransaction} */ (transactions.get(signature));
      page.push({
        signature,
        slot: tx.slot,
        err: tx.err,
        memo: null,
        blockTime: tx.blockTime,
        confirmationStatus: 'finalized',
      });
    }
    return page;
  }

  const methods = {
    getLatestBlockhash: () => ({
      ...context(slot),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + 150 },
    }),
    isBlockhashValid: () => ({ ...context(slot), value: true }),
    sendTransaction: (/** @type {[string, { encoding?: string; skipPreflight?: boolean }?]} */ [encoded, options]) =>
      execute(Buffer.from(encoded, options?.encoding === 'base58' ? 'base64' : 'base64'), options),
    getSignaturesForAddress: (
      /** @type {[string, { before?: string; until?: string; limit?: number }?]} */ [address, options],
    ) => signaturesFor(address, options),
    getTransaction: (/** @type {[string, { maxSupportedTransactionVersion?: number }?]} */ [signature, options]) => {
      const tx = transactions.get(signature);
      if (!visible(tx)) return null;
      const supported = options?.maxSupportedTransactionVersion;
      if (tx.version === 0 && (supported === undefined || supported < 0)) throw rpcError(UNSUPPORTED_VERSION);
      return {
        slot: tx.slot,
        blockTime: tx.blockTime,
        ...(supported === undefined ? {} : { version: tx.version }),
        transaction: { signatures: tx.signatures, message: tx.message },
        meta: {
          err: tx.err,
          status: tx.err ? { Err: tx.err } : { Ok: null },
          fee: 5000,
          preBalances: tx.preBalances,
          postBalances: tx.postBalances,
          innerInstructions: [],
          logMessages: tx.logs,
          preTokenBalances: [],
          postTokenBalances: [],
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
        },
      };
    },
    getSignatureStatuses: (/** @type {[string[]]} */ [signatures]) => ({
      ...context(slot),
      value: signatures.map((signature) => {
        const tx = transactions.get(signature);
        return visible(tx)
          ? { slot: tx.slot, confirmations: null, err: tx.err, confirmationStatus: 'finalized' }
          : null;
      }),
    }),
    getBalance: (/** @type {[string]} */ [address]) => ({ ...context(slot), value: balance(address) }),
    getAccountInfo: (/** @type {[string]} */ [address]) => {
      const account = svm.getAccount(asAddress(address));
      if (!account?.exists) return { ...context(slot), value: null };
      return {
        ...context(slot),
        value: {
          data: [Buffer.from(account.data).toString('base64'), 'base64'],
          executable: account.executable,
          lamports: Number(account.lamports),
          owner: account.programAddress,
          rentEpoch: 0,
          space: account.data.length,
        },
      };
    },
    getMultipleAccounts: (/** @type {[string[]]} */ [addresses]) => ({
      ...context(slot),
      value: addresses.map((address) => methods.getAccountInfo([address]).value),
    }),
    // No name here is tokenized: the name's NFT mint does not exist, which a node answers with this error.
    getTokenLargestAccounts: () => {
      throw rpcError({ code: -32602, message: 'Invalid param: not a Token mint' });
    },
    getMinimumBalanceForRentExemption: (/** @type {[number?]} */ [size]) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(size ?? 0))),
    requestAirdrop: (/** @type {[string, number]} */ [address, lamports]) => {
      const result = svm.airdrop(asAddress(address), asLamports(BigInt(lamports)));
      return result && !isFailure(result) ? bs58.encode(result.signature()) : `airdrop-${slot}`;
    },
    getSlot: () => slot,
    getBlockHeight: () => slot,
    getVersion: () => ({ 'solana-core': 'stand-in', 'feature-set': 0 }),
    getGenesisHash: () => 'stand-in',
  };

  /**
   * The methods by name; a call's params are as JSON-RPC parsed them.
   * @type {Record<string, ((params: any) => unknown) | undefined>}
   */
  const methodsByName = methods;

  const server = http.createServer((request, response) => {
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
      /** @param {{ id?: unknown; method: string; params?: unknown[] }} call */
      const answer = (call) => {
        calls += 1;
        callsByMethod.set(call.method, (callsByMethod.get(call.method) ?? 0) + 1);
        const method = methodsByName[call.method];
        if (!method)
          return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `Method not found: ${call.method}` } };
        try {
          return { jsonrpc: '2.0', id: call.id, result: method(call.params ?? []) };
        } catch (error) {
          const { code, message } = /** @type {Error & { code?: number }} */ (error);
          return { jsonrpc: '2.0', id: call.id, error: { code: code ?? -32603, message } };
        }
      };
      const answers = list.map(answer);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]));
    });
  });
  const sockets = new WebSocket.Server({ server });
  sockets.on('connection', (socket) => {
    socket.on('message', (data) => {
      let call;
      try {
        call = JSON.parse(String(data));
      } catch {
        return;
      }
      /** @type {unknown} */
      let result = null;
      if (call.method === 'logsSubscribe') {
        const id = nextSubscription++;
        result = id;
        logSubscriptions.set(id, { socket, address: call.params?.[0]?.mentions?.[0] });
      } else if (call.method === 'logsUnsubscribe') {
        result = logSubscriptions.delete(call.params?.[0]);
      }
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }));
    });
    socket.on('close', () => {
      for (const [id, subscription] of logSubscriptions)
        if (subscription.socket === socket) logSubscriptions.delete(id);
    });
  });
  await new Promise((/** @type {(value?: unknown) => void} */ resolve) => server.listen(port, host, () => resolve()));
  const listening = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host}:${listening.port}`;

  /**
   * The instructions of a Solana Pay transfer as a wallet builds them: the memo, then the transfer from `from` to `to`
   * carrying the reference keys; `before`/`after` add instructions around them (a wallet's compute budget, say).
   * @param {Omit<StandInPayment, 'version' | 'feePayer' | 'computeBudget' | 'skipPreflight'> & { before?: TransactionInstruction[]; after?: TransactionInstruction[] }} payment
   * @returns {TransactionInstruction[]}
   */
  function paymentInstructions({ from, to, lamports, reference, memo, before = [], after = [] }) {
    const transfer = SystemProgram.transfer({
      fromPubkey: from.publicKey,
      toPubkey: new PublicKey(to),
      lamports: BigInt(lamports),
    });
    for (const key of /** @type {string[]} */ ([reference].flat().filter(Boolean))) {
      transfer.keys.push({ pubkey: new PublicKey(key), isSigner: false, isWritable: false });
    }
    const memoIx =
      memo === undefined
        ? []
        : [new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(memo, 'utf8') })];
    return [...before, ...memoIx, transfer, ...after];
  }

  return {
    url,
    /** The same node's websocket (logsSubscribe), as SOLANA_WS_URL. */
    wsUrl: `ws://${host}:${listening.port}`,
    svm,
    /** Gives an address lamports (a new keypair's account does not exist until it is funded). */
    fund(address, lamports) {
      svm.airdrop(asAddress(typeof address === 'string' ? address : address.toBase58()), asLamports(BigInt(lamports)));
    },
    balance: (address) => balance(address),
    /** Writes the name account of `name`.sol owned by `owner` (a base58 address), laid out as the SDK reads it. */
    registerName(name, owner) {
      const key = getDomainKeySync(name.replace(/\.sol$/, '')).pubkey.toBase58();
      const data = Buffer.concat([ROOT_DOMAIN_ACCOUNT.toBuffer(), new PublicKey(owner).toBuffer(), Buffer.alloc(32)]);
      svm.setAccount({
        address: asAddress(key),
        lamports: asLamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
        data: new Uint8Array(data),
        programAddress: asAddress(NAME_PROGRAM),
        executable: false,
        space: BigInt(data.length),
      });
      return key;
    },
    /** The owner a name account records now (base58), or null when there is none. */
    nameOwner(name) {
      const account = svm.getAccount(asAddress(getDomainKeySync(name.replace(/\.sol$/, '')).pubkey.toBase58()));
      return account?.exists ? bs58.encode(Buffer.from(account.data).subarray(32, 64)) : null;
    },
    /**
     * Pays like a wallet answering a Solana Pay request: memo, then the transfer carrying the reference key. Options:
     * `version: 0` sends a v0 transaction; `feePayer` (a keypair) pays the fee instead of `from` (a sponsored fee);
     * `computeBudget: true` adds a compute-budget instruction after the transfer (the transfer is not the last);
     * `skipPreflight: true` lands a transaction that fails (e.g. more than `from` holds) with `meta.err`.
     */
    payTransfer({ from, feePayer, version = 'legacy', computeBudget = false, skipPreflight = false, ...payment }) {
      const payer = feePayer ?? from;
      const after = computeBudget ? [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 })] : [];
      const instructions = paymentInstructions({ from, ...payment, after });
      const signers = payer === from ? [from] : [payer, from];
      if (version === 0) {
        const message = new TransactionMessage({
          payerKey: payer.publicKey,
          recentBlockhash: svm.latestBlockhash(),
          instructions,
        }).compileToV0Message();
        const transaction = new VersionedTransaction(message);
        transaction.sign(signers);
        return execute(transaction.serialize(), { skipPreflight });
      }
      const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.latestBlockhash() });
      transaction.add(...instructions);
      transaction.sign(...signers);
      return execute(transaction.serialize(), { skipPreflight });
    },
    /** Sends a transaction a wallet signed (base64 wire bytes), as sendTransaction would. */
    sendSigned: (bytes) => execute(Buffer.from(bytes)),
    newFundedKeypair(lamports = 1_000_000_000_000) {
      const keypair = Keypair.generate();
      svm.airdrop(asAddress(keypair.publicKey.toBase58()), asLamports(BigInt(lamports)));
      return keypair;
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
    setLag(callsToWait) {
      lagCalls = callsToWait;
    },
    /** Makes every lagging transaction visible now. */
    revealAll() {
      for (const tx of transactions.values()) tx.visibleAtCall = Math.min(tx.visibleAtCall, calls);
    },
    /** Open logsSubscribe subscriptions. */
    logSubscribers: () => logSubscriptions.size,
    /** JSON-RPC calls answered so far, in all or of one method. */
    calls: (method) => (method ? (callsByMethod.get(method) ?? 0) : calls),
    close: () =>
      new Promise((/** @type {() => void} */ resolve) => {
        for (const socket of sockets.clients) socket.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}
