// A local stand-in for a Solana JSON-RPC node: transactions are real, signed and executed by LiteSVM (an in-process
// Solana runtime), and the node answers what web3.js and @solana/pay ask of it to find and check a payment.
// Used by the payment integration tests and by the e2e server (no public RPC is reachable from tests).
import http from 'node:http';
import { getTransactionDecoder } from '@solana/kit';
import { MEMO_PROGRAM_ID } from '@solana/pay';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { LiteSVM } from 'litesvm';

const context = (slot) => ({ context: { slot } });

export async function startSolanaRpcStandIn({ port = 0, host = '127.0.0.1' } = {}) {
  const svm = new LiteSVM();
  let slot = 1;
  let down = false;
  const transactions = new Map();
  const byAddress = new Map();

  const balance = (key) => Number(svm.getBalance(key) ?? 0n);

  function execute(bytes) {
    const parsed = VersionedTransaction.deserialize(bytes);
    const message = parsed.message;
    const keys = message.staticAccountKeys.map((key) => key.toBase58());
    const preBalances = keys.map(balance);
    const result = svm.sendTransaction(getTransactionDecoder().decode(bytes));
    if (typeof result.err === 'function') {
      const error = new Error(`Transaction simulation failed: ${String(result.err())}`);
      error.code = -32002;
      throw error;
    }
    slot += 1;
    const signature = bs58.encode(parsed.signatures[0]);
    transactions.set(signature, {
      slot,
      blockTime: Math.floor(Date.now() / 1000),
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
      },
      preBalances,
      postBalances: keys.map(balance),
      logs: result.logs(),
    });
    for (const key of keys) byAddress.set(key, [signature, ...(byAddress.get(key) ?? [])]);
    svm.expireBlockhash();
    return signature;
  }

  const methods = {
    getLatestBlockhash: () => ({
      ...context(slot),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + 150 },
    }),
    isBlockhashValid: () => ({ ...context(slot), value: true }),
    sendTransaction: ([encoded, options]) =>
      execute(Buffer.from(encoded, options?.encoding === 'base58' ? 'base64' : 'base64')),
    getSignaturesForAddress: ([address, options]) =>
      (byAddress.get(address) ?? []).slice(0, options?.limit ?? 1000).map((signature) => ({
        signature,
        slot: transactions.get(signature).slot,
        err: null,
        memo: null,
        blockTime: transactions.get(signature).blockTime,
        confirmationStatus: 'confirmed',
      })),
    getTransaction: ([signature]) => {
      const tx = transactions.get(signature);
      if (!tx) return null;
      return {
        slot: tx.slot,
        blockTime: tx.blockTime,
        transaction: { signatures: tx.signatures, message: tx.message },
        meta: {
          err: null,
          status: { Ok: null },
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
    getSignatureStatuses: ([signatures]) => ({
      ...context(slot),
      value: signatures.map((signature) =>
        transactions.has(signature)
          ? { slot: transactions.get(signature).slot, confirmations: null, err: null, confirmationStatus: 'confirmed' }
          : null,
      ),
    }),
    getBalance: ([address]) => ({ ...context(slot), value: balance(address) }),
    getAccountInfo: ([address]) => {
      const account = svm.getAccount(address);
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
    getMinimumBalanceForRentExemption: ([size]) => Number(svm.minimumBalanceForRentExemption(BigInt(size ?? 0))),
    requestAirdrop: ([address, lamports]) => {
      const result = svm.airdrop(address, BigInt(lamports));
      return result && typeof result.signature === 'function' ? bs58.encode(result.signature()) : `airdrop-${slot}`;
    },
    getSlot: () => slot,
    getBlockHeight: () => slot,
    getVersion: () => ({ 'solana-core': 'stand-in', 'feature-set': 0 }),
    getGenesisHash: () => 'stand-in',
  };

  const server = http.createServer((request, response) => {
    if (down) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      return response.end('down');
    }
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let calls;
      try {
        calls = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        response.writeHead(400);
        return response.end();
      }
      const answer = (call) => {
        const method = methods[call.method];
        if (!method)
          return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `Method not found: ${call.method}` } };
        try {
          return { jsonrpc: '2.0', id: call.id, result: method(call.params ?? []) };
        } catch (error) {
          return { jsonrpc: '2.0', id: call.id, error: { code: error.code ?? -32603, message: error.message } };
        }
      };
      const body = Array.isArray(calls) ? calls.map(answer) : answer(calls);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${server.address().port}`;

  return {
    url,
    svm,
    /** Gives an address lamports (a new keypair's account does not exist until it is funded). */
    fund(address, lamports) {
      svm.airdrop(typeof address === 'string' ? address : address.toBase58(), BigInt(lamports));
    },
    balance: (address) => balance(address),
    /** Pays like a wallet answering a Solana Pay request: memo, then the transfer carrying the reference key. */
    payTransfer({ from, to, lamports, reference, memo }) {
      const transaction = new Transaction({ feePayer: from.publicKey, recentBlockhash: svm.latestBlockhash() });
      if (memo !== undefined) {
        transaction.add(
          new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(memo, 'utf8') }),
        );
      }
      const transfer = SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: new PublicKey(to),
        lamports: BigInt(lamports),
      });
      for (const key of [reference].flat().filter(Boolean)) {
        transfer.keys.push({ pubkey: new PublicKey(key), isSigner: false, isWritable: false });
      }
      transaction.add(transfer);
      transaction.sign(from);
      return execute(transaction.serialize());
    },
    /** Sends a transaction a wallet signed (base64 wire bytes), as sendTransaction would. */
    sendSigned: (bytes) => execute(Buffer.from(bytes)),
    newFundedKeypair(lamports = 1_000_000_000_000) {
      const keypair = Keypair.generate();
      svm.airdrop(keypair.publicKey.toBase58(), BigInt(lamports));
      return keypair;
    },
    setDown(value) {
      down = value;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
