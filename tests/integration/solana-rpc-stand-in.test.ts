// The Solana RPC stand-in as a node: commitment levels, fork drops, exact u64 answers, garbled answers, batched
// account reads and logs subscriptions at a commitment, read through web3.js, @solana/kit and raw HTTP.
import { getDomainKeySync, NAME_PROGRAM_ID } from '@bonfida/spl-name-service';
import { address, createSolanaRpc, signature as kitSignature } from '@solana/kit';
import { Connection, Keypair, PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startSolanaRpcStandIn, type SolanaRpcStandIn } from '../support/solana-rpc-stand-in.mjs';

const U64_MAX = 18446744073709551615n;
const SOL = 1_000_000_000;

let node: SolanaRpcStandIn;
let connection: Connection;
const seller = Keypair.generate().publicKey.toBase58();

/** A raw JSON-RPC call: the body as the node wrote it. */
async function rawCall(method: string, params: unknown[]): Promise<string> {
  const response = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  node = await startSolanaRpcStandIn();
  connection = new Connection(node.url, 'confirmed');
  node.fund(seller, SOL);
});
afterAll(() => node.close());
beforeEach(() => {
  node.setFinality('immediate');
  node.setGarbled(false);
});

describe('commitment', () => {
  it('by default a payment lands finalized: every commitment sees it, its status is finalized', async () => {
    const payer = node.newFundedKeypair();
    const signature = node.payTransfer({ from: payer, to: seller, lamports: 1000, memo: 'default' });
    expect(await connection.getTransaction(signature, { commitment: 'finalized' })).not.toBeNull();
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]).toMatchObject({ confirmationStatus: 'finalized', confirmations: null, err: null });
    const [listed] = await connection.getSignaturesForAddress(new PublicKey(seller), { limit: 1 }, 'finalized');
    expect(listed).toMatchObject({ signature, confirmationStatus: 'finalized', memo: '[7] default' });
  });

  it('manual: confirmed until finalize(); finalized reads, listings and slots wait for it', async () => {
    node.setFinality('manual');
    const payer = node.newFundedKeypair();
    const signature = node.payTransfer({ from: payer, to: seller, lamports: 2000 });
    expect(node.statusOf(signature)).toBe('confirmed');
    expect(await connection.getTransaction(signature, { commitment: 'finalized' })).toBeNull();
    expect(await connection.getTransaction(signature, { commitment: 'confirmed' })).not.toBeNull();
    // A client that names no commitment gets a node's default, finalized.
    expect(await new Connection(node.url).getTransaction(signature)).toBeNull();
    const key = new PublicKey(seller);
    expect((await connection.getSignaturesForAddress(key, {}, 'finalized')).map((s) => s.signature)).not.toContain(
      signature,
    );
    const [newest] = await connection.getSignaturesForAddress(key, { limit: 1 }, 'confirmed');
    expect(newest).toMatchObject({ signature, confirmationStatus: 'confirmed' });
    const { value } = await connection.getSignatureStatuses([signature]);
    expect(value[0]).toMatchObject({ confirmationStatus: 'confirmed', confirmations: 0 });
    const confirmedSlot = await connection.getSlot('confirmed');
    expect(await connection.getSlot('finalized')).toBe(confirmedSlot - 1);
    expect(await connection.getBlockHeight('finalized')).toBe(confirmedSlot - 1);
    expect(await connection.getBlockHeight('confirmed')).toBe(confirmedSlot);

    node.finalize(signature);
    expect(await connection.getTransaction(signature, { commitment: 'finalized' })).not.toBeNull();
    expect((await connection.getSignatureStatuses([signature])).value[0]).toMatchObject({
      confirmationStatus: 'finalized',
      confirmations: null,
    });
    expect(await connection.getSlot('finalized')).toBe(confirmedSlot);
  });

  it('finalize() with no signature finalizes every confirmed transaction', () => {
    node.setFinality('manual');
    const payer = node.newFundedKeypair();
    const first = node.payTransfer({ from: payer, to: seller, lamports: 3000 });
    const second = node.payTransfer({ from: payer, to: seller, lamports: 3001 });
    node.finalize();
    expect([node.statusOf(first), node.statusOf(second)]).toEqual(['finalized', 'finalized']);
  });

  it('{ afterMs } finalizes a transaction that long after it lands', async () => {
    node.setFinality({ afterMs: 30 });
    const signature = node.payTransfer({ from: node.newFundedKeypair(), to: seller, lamports: 4000 });
    expect(node.statusOf(signature)).toBe('confirmed');
    await vi.waitFor(() => expect(node.statusOf(signature)).toBe('finalized'), { timeout: 5000, interval: 10 });
  });

  it('getSignatureStatuses looks past the status cache only with searchTransactionHistory', async () => {
    const signature = node.payTransfer({ from: node.newFundedKeypair(), to: seller, lamports: 5000 });
    await node.flood(seller, 301);
    expect((await connection.getSignatureStatuses([signature])).value[0]).toBeNull();
    const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
    expect(value[0]).toMatchObject({ confirmationStatus: 'finalized' });
  });
});

describe('forks', () => {
  it('a dropped transaction vanishes from every read and its lamports go back; a later one stays', async () => {
    node.setFinality('manual');
    const payer = node.newFundedKeypair(10 * SOL);
    const sellerBefore = node.lamports(seller);
    const dropped = node.payTransfer({
      from: payer,
      to: seller,
      lamports: SOL,
      reference: Keypair.generate().publicKey.toBase58(),
    });
    const kept = node.payTransfer({ from: payer, to: seller, lamports: 2 * SOL });
    expect(node.dropUnfinalized(dropped)).toEqual([dropped]);
    for (const commitment of ['confirmed', 'finalized'] as const) {
      expect(await connection.getTransaction(dropped, { commitment })).toBeNull();
    }
    expect((await connection.getSignatureStatuses([dropped], { searchTransactionHistory: true })).value[0]).toBeNull();
    const listed = (await connection.getSignaturesForAddress(new PublicKey(seller), { limit: 5 }, 'confirmed')).map(
      (s) => s.signature,
    );
    expect(listed).toContain(kept);
    expect(listed).not.toContain(dropped);
    expect(node.lamports(seller)).toBe(sellerBefore + BigInt(2 * SOL));
    expect(node.lamports(payer.publicKey.toBase58())).toBe(BigInt(10 * SOL - 2 * SOL - 5000));
    expect(node.statusOf(dropped)).toBeNull();
    expect(await connection.getSlot('finalized')).toBeLessThan(await connection.getSlot('confirmed'));
    node.finalize(kept);
    expect(() => node.dropUnfinalized(kept)).toThrow(/finalized/);
    expect(await connection.getSlot('finalized')).toBe(await connection.getSlot('confirmed'));
  });

  it('a dropped name-service Transfer gives the name back to its owner', async () => {
    node.setFinality('manual');
    const owner = node.newFundedKeypair();
    const buyer = Keypair.generate().publicKey;
    const nameKey = node.registerName('forked-name.sol', owner.publicKey.toBase58());
    expect(nameKey).toBe(getDomainKeySync('forked-name').pubkey.toBase58());
    const transfer = new TransactionInstruction({
      programId: NAME_PROGRAM_ID,
      keys: [
        { pubkey: new PublicKey(nameKey), isSigner: false, isWritable: true },
        { pubkey: owner.publicKey, isSigner: true, isWritable: false },
      ],
      data: Buffer.concat([Buffer.from([2]), buyer.toBuffer()]),
    });
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: owner.publicKey, recentBlockhash: blockhash }).add(transfer);
    tx.sign(owner);
    const signature = await connection.sendRawTransaction(tx.serialize());
    expect(node.nameOwner('forked-name')).toBe(buyer.toBase58());
    expect((await connection.getSignatureStatuses([signature])).value[0]?.confirmationStatus).toBe('confirmed');
    node.dropUnfinalized();
    expect(node.nameOwner('forked-name')).toBe(owner.publicKey.toBase58());
    expect(await connection.getTransaction(signature, { commitment: 'confirmed' })).toBeNull();
  });
});

describe('u64 amounts', () => {
  it('any u64 balance is answered with every digit, and @solana/kit reads it exactly', async () => {
    const rich = node.newFundedKeypair();
    node.setLamports(rich.publicKey, U64_MAX);
    const body = await rawCall('getBalance', [rich.publicKey.toBase58()]);
    expect(body).toContain('"value":18446744073709551615');
    const signature = node.payTransfer({ from: rich, to: seller, lamports: 1_000_000 });
    const raw = await rawCall('getTransaction', [signature, { commitment: 'confirmed' }]);
    expect(raw).toContain('"preBalances":[18446744073709551615,');
    const kit = createSolanaRpc(node.url);
    const read = await kit
      .getTransaction(kitSignature(signature), {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(read?.meta?.preBalances[0]).toBe(U64_MAX);
    expect(read?.meta?.postBalances[0]).toBe(U64_MAX - 1_000_000n - 5000n);
    const balance = await kit.getBalance(address(rich.publicKey.toBase58())).send();
    expect(balance.value).toBe(U64_MAX - 1_000_000n - 5000n);
  });

  it('@solana/kit reads listings, statuses and batched accounts as it reads a node', async () => {
    node.setFinality('manual');
    const from = node.newFundedKeypair();
    const signature = node.payTransfer({ from, to: seller, lamports: 9000, memo: 'kit' });
    const kit = createSolanaRpc(node.url);
    const [entry] = await kit.getSignaturesForAddress(address(seller), { limit: 1, commitment: 'confirmed' }).send();
    expect(entry).toMatchObject({ signature, memo: '[3] kit', confirmationStatus: 'confirmed', err: null });
    const { value } = await kit.getSignatureStatuses([kitSignature(signature)]).send();
    expect(value[0]).toMatchObject({ confirmationStatus: 'confirmed', confirmations: 0n });
    const accounts = await kit
      .getMultipleAccounts([address(seller), address(Keypair.generate().publicKey.toBase58())], { encoding: 'base64' })
      .send();
    expect(accounts.value[0]?.lamports).toBe(node.lamports(seller));
    expect(accounts.value[1]).toBeNull();
    node.finalize();
  });

  it('a failed transfer of 2^64-1 lamports lands with meta.err and the instruction data as sent', async () => {
    const poor = node.newFundedKeypair(SOL);
    const signature = node.payTransfer({ from: poor, to: seller, lamports: U64_MAX, skipPreflight: true });
    const raw = await rawCall('getTransaction', [signature, { commitment: 'confirmed' }]);
    expect(raw).toContain('"err":{"InstructionError":[0,{"Custom":1}]}');
    const { result } = JSON.parse(raw);
    const data = Buffer.from(bs58.decode(result.transaction.message.instructions[0].data));
    expect(data.readUInt32LE(0)).toBe(2);
    expect(data.readBigUInt64LE(4)).toBe(U64_MAX);
    const parsed = await rawCall('getTransaction', [signature, { commitment: 'confirmed', encoding: 'jsonParsed' }]);
    expect(parsed).toContain('"lamports":18446744073709551615');
    expect(node.lamports(poor.publicKey.toBase58())).toBe(BigInt(SOL - 5000));
    expect(() => node.payTransfer({ from: poor, to: seller, lamports: U64_MAX })).toThrow(/simulation failed/);
  });
});

describe('answers', () => {
  it('garbled: HTTP 200 whose body is not JSON-RPC, for the methods named', async () => {
    const signature = node.payTransfer({ from: node.newFundedKeypair(), to: seller, lamports: 6000 });
    node.setGarbled(true, ['getTransaction', 'getSignaturesForAddress']);
    expect(JSON.parse(await rawCall('getTransaction', [signature]))).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: { weird: true },
    });
    await expect(connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })).rejects.toThrow();
    await expect(connection.getSignaturesForAddress(new PublicKey(seller))).rejects.toThrow();
    expect(await connection.getSlot()).toBeGreaterThan(0);
    node.setGarbled('truncated');
    await expect(rawCall('getSlot', []).then((body) => JSON.parse(body))).rejects.toThrow(SyntaxError);
    node.setGarbled(false);
    expect(await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })).not.toBeNull();
  });

  it('refuses as a node does: more than 256 statuses, 100 accounts or 1000 listed signatures at once', async () => {
    const many = Array.from({ length: 257 }, () => bs58.encode(Buffer.alloc(64, 1)));
    expect(await rawCall('getSignatureStatuses', [many])).toContain('Too many inputs provided; max 256');
    expect(await rawCall('getMultipleAccounts', [many.slice(0, 101).map(() => seller)])).toContain('max 100');
    expect(await rawCall('getSignaturesForAddress', [seller, { limit: 1001 }])).toContain('Invalid limit; max 1000');
  });

  it('lags, goes down and rate-limits on request, and counts its calls', async () => {
    const before = node.calls('getTransaction');
    node.setLag(2);
    const signature = node.payTransfer({ from: node.newFundedKeypair(), to: seller, lamports: 10_000 });
    node.setLag(0);
    expect(await connection.getTransaction(signature, { commitment: 'confirmed' })).toBeNull();
    expect(await connection.getTransaction(signature, { commitment: 'confirmed' })).not.toBeNull();
    expect(node.calls('getTransaction')).toBe(before + 2);
    node.setDown(true);
    await expect(connection.getSlot()).rejects.toThrow(/503/);
    node.setDown(false);
    node.setRateLimited(true);
    await expect(connection.getSlot()).rejects.toThrow(/429/);
    node.setRateLimited(false);
    // More than LiteSVM's airdrop purse holds is still given.
    const whale = Keypair.generate().publicKey.toBase58();
    node.fund(whale, 10n ** 17n);
    expect(node.lamports(whale)).toBe(10n ** 17n);
  });

  it('getMultipleAccounts reads several accounts in one call, null for one that does not exist', async () => {
    const missing = Keypair.generate().publicKey;
    const before = node.calls('getMultipleAccounts');
    const [found, none] = await connection.getMultipleAccountsInfo([new PublicKey(seller), missing]);
    expect(found?.lamports).toBe(Number(node.lamports(seller)));
    expect(none).toBeNull();
    expect(node.calls('getMultipleAccounts')).toBe(before + 1);
    const raw = JSON.parse(await rawCall('getMultipleAccounts', [[seller], { encoding: 'base64' }]));
    expect(raw.result.value[0].data).toEqual(['', 'base64']);
  });

  it('logsSubscribe notifies at the commitment the subscriber asked for', async () => {
    node.setFinality('manual');
    const socket = new WebSocket(node.wsUrl);
    await new Promise((resolve) => socket.once('open', resolve));
    const notes: { subscription: number }[] = [];
    const ids: number[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.method === 'logsNotification') notes.push(message.params);
      else ids.push(message.result);
    });
    for (const commitment of ['confirmed', 'finalized']) {
      socket.send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: commitment,
          method: 'logsSubscribe',
          params: [{ mentions: [seller] }, { commitment }],
        }),
      );
    }
    await vi.waitFor(() => expect(ids).toHaveLength(2));
    const [confirmedId, finalizedId] = ids;
    const signature = node.payTransfer({ from: node.newFundedKeypair(), to: seller, lamports: 7000 });
    await vi.waitFor(() => expect(notes.map((n) => n.subscription)).toEqual([confirmedId]));
    node.finalize(signature);
    await vi.waitFor(() => expect(notes.map((n) => n.subscription)).toEqual([confirmedId, finalizedId]));
    socket.close();
  });

  it('signatureSubscribe fires once at the commitment asked for, at once for a transaction already there', async () => {
    node.setFinality('manual');
    const signature = node.payTransfer({ from: node.newFundedKeypair(), to: seller, lamports: 8000 });
    const fired: string[] = [];
    const socket = new Connection(node.url, { wsEndpoint: node.wsUrl });
    const watch = (commitment: 'confirmed' | 'finalized') =>
      socket.onSignature(signature, () => fired.push(commitment), commitment);
    watch('confirmed');
    watch('finalized');
    await vi.waitFor(() => expect(fired).toEqual(['confirmed']));
    node.finalize(signature);
    await vi.waitFor(() => expect(fired).toEqual(['confirmed', 'finalized']));
  });
});
