// The Solana RPC stand-in's ways to pay: through the emulated smart wallet (inner instructions), TransferWithSeed,
// several orders in one transaction, and floods of dust transfers paged newest first, read through web3.js.
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  type ConfirmedSignatureInfo,
  type TransactionResponse,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMO_PROGRAM_ID,
  SMART_WALLET_PROGRAM_ID,
  startSolanaRpcStandIn,
  type SolanaRpcStandIn,
} from '../support/solana-rpc-stand-in.mjs';

const SOL = 1_000_000_000;
const SYSTEM = SystemProgram.programId.toBase58();

let node: SolanaRpcStandIn;
let connection: Connection;

beforeAll(async () => {
  node = await startSolanaRpcStandIn();
  connection = new Connection(node.url, 'confirmed');
});
afterAll(() => node.close());

const newAddress = () => Keypair.generate().publicKey.toBase58();
/** A seller account that exists, as a real seller's does. */
function newSeller(): string {
  const seller = newAddress();
  node.fund(seller, SOL);
  return seller;
}
async function read(signature: string): Promise<TransactionResponse> {
  const tx = await connection.getTransaction(signature, { commitment: 'confirmed' });
  if (!tx?.meta) throw new Error(`${signature} not found`);
  return tx;
}
const keysOf = (tx: TransactionResponse) => tx.transaction.message.accountKeys.map((key) => key.toBase58());
const balanceChange = (tx: TransactionResponse, address: string) => {
  const at = keysOf(tx).indexOf(address);
  return (tx.meta?.postBalances[at] ?? 0) - (tx.meta?.preBalances[at] ?? 0);
};
async function listed(address: string, signature: string): Promise<ConfirmedSignatureInfo | undefined> {
  const page = await connection.getSignaturesForAddress(new PublicKey(address), { limit: 10 }, 'confirmed');
  return page.find((entry) => entry.signature === signature);
}

describe('through a program', () => {
  it('a smart-wallet payment moves lamports from the vault by an inner system Transfer, with an inner memo', async () => {
    const from = node.newFundedKeypair();
    const to = newSeller();
    const reference = newAddress();
    const signature = node.payThroughProgram({ from, to, lamports: 12_345, reference, memo: 'order-1' });
    const tx = await read(signature);
    const keys = keysOf(tx);
    const vault = node.vaultOf(from.publicKey);
    expect(tx.transaction.message.instructions).toHaveLength(1);
    const [top] = tx.transaction.message.instructions;
    expect(keys[top.programIdIndex]).toBe(SMART_WALLET_PROGRAM_ID.toBase58());
    expect(top.accounts.slice(0, 3).map((i) => keys[i])).toEqual([vault, to, reference]);
    expect(tx.meta?.err).toBeNull();
    const [group] = tx.meta?.innerInstructions ?? [];
    expect(group.index).toBe(0);
    const [transfer, memo] = group.instructions;
    expect(keys[transfer.programIdIndex]).toBe(SYSTEM);
    expect(transfer.accounts.map((i) => keys[i])).toEqual([vault, to]);
    expect(transfer).toMatchObject({ stackHeight: 2 });
    const data = Buffer.from(bs58.decode(transfer.data));
    expect([data.readUInt32LE(0), data.readBigUInt64LE(4)]).toEqual([2, 12_345n]);
    expect(keys[memo.programIdIndex]).toBe(MEMO_PROGRAM_ID.toBase58());
    expect(Buffer.from(bs58.decode(memo.data)).toString()).toBe('order-1');
    expect(balanceChange(tx, to)).toBe(12_345);
    expect(balanceChange(tx, vault)).toBe(-12_345);
    // A node lists top-level memos only: an inner one is not in the listing.
    expect((await listed(to, signature))?.memo).toBeNull();
  });

  it("the memo may sit before the program call instead, where the listing shows it; an empty vault's payment fails", async () => {
    const from = node.newFundedKeypair();
    const to = newSeller();
    const signature = node.payThroughProgram({ from, to, lamports: 1000, memo: 'top memo', memoAt: 'top' });
    expect((await listed(to, signature))?.memo).toBe('[8] top memo');
    const vault = newAddress();
    node.fund(vault, SOL);
    expect(() => node.payThroughProgram({ from, vault, to, lamports: 2 * SOL })).toThrow(/simulation failed/);
    const failed = node.payThroughProgram({ from, vault, to, lamports: 2 * SOL, skipPreflight: true });
    const tx = await read(failed);
    expect(tx.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(balanceChange(tx, to)).toBe(0);
    expect(balanceChange(tx, from.publicKey.toBase58())).toBe(-5000);
  });

  it('a TransferWithSeed (system instruction 11) runs natively from the account derived from base and seed', async () => {
    const from = node.newFundedKeypair();
    const base = node.newFundedKeypair();
    const to = newSeller();
    const reference = newAddress();
    const signature = node.payTransferWithSeed({
      from,
      base,
      seed: 'orders',
      to,
      lamports: 77_000,
      reference,
      memo: 'seeded',
    });
    const tx = await read(signature);
    const keys = keysOf(tx);
    const source = node.seedAddress(base.publicKey, 'orders');
    const transfer = tx.transaction.message.instructions.find((ix) => keys[ix.programIdIndex] === SYSTEM);
    expect(Buffer.from(bs58.decode(transfer?.data ?? '')).readUInt32LE(0)).toBe(11);
    expect(transfer?.accounts.map((i) => keys[i])).toEqual([source, base.publicKey.toBase58(), to, reference]);
    expect(balanceChange(tx, to)).toBe(77_000);
    expect(balanceChange(tx, source)).toBe(-77_000);
    expect((await listed(to, signature))?.memo).toBe('[6] seeded');
  });
});

describe('jsonParsed', () => {
  it('getParsedTransaction parses system transfers, with seed, inner ones and memos as a node does', async () => {
    const from = node.newFundedKeypair();
    const to = newSeller();
    const viaProgram = await connection.getParsedTransaction(
      node.payThroughProgram({ from, to, lamports: 4321, memo: 'parsed' }),
      { commitment: 'confirmed' },
    );
    const [transfer, memo] = viaProgram?.meta?.innerInstructions?.[0].instructions ?? [];
    expect(transfer).toMatchObject({
      program: 'system',
      parsed: { type: 'transfer', info: { source: node.vaultOf(from.publicKey), destination: to, lamports: 4321 } },
    });
    expect(memo).toMatchObject({ program: 'spl-memo', parsed: 'parsed' });
    expect(viaProgram?.transaction.message.instructions[0].programId.equals(SMART_WALLET_PROGRAM_ID)).toBe(true);
    const keys = viaProgram?.transaction.message.accountKeys ?? [];
    expect(keys[0]).toMatchObject({ signer: true, writable: true });

    const seeded = await connection.getParsedTransaction(
      node.payTransferWithSeed({ from, seed: 's', to, lamports: 999, reference: newAddress() }),
      { commitment: 'confirmed' },
    );
    expect(seeded?.transaction.message.instructions[0]).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transferWithSeed',
        info: {
          source: node.seedAddress(from.publicKey, 's'),
          sourceBase: from.publicKey.toBase58(),
          sourceSeed: 's',
          sourceOwner: SYSTEM,
          destination: to,
          lamports: 999,
        },
      },
    });
  });
});

describe('several orders in one transaction', () => {
  it('each order has its memo and its transfer carrying its own reference', async () => {
    const payer = node.newFundedKeypair();
    const other = node.newFundedKeypair();
    const seller = newSeller();
    const [first, second] = [newAddress(), newAddress()];
    const signature = node.payTransfers(payer, [
      { from: payer, to: seller, lamports: 1_000_000, reference: first, memo: 'order-a' },
      { from: other, to: seller, lamports: 2_000_000, reference: [second], memo: 'order-b' },
    ]);
    const tx = await read(signature);
    const keys = keysOf(tx);
    const transfers = tx.transaction.message.instructions.filter((ix) => keys[ix.programIdIndex] === SYSTEM);
    expect(transfers.map((ix) => ix.accounts.map((i) => keys[i]))).toEqual([
      [payer.publicKey.toBase58(), seller, first],
      [other.publicKey.toBase58(), seller, second],
    ]);
    expect(tx.transaction.signatures).toHaveLength(2);
    expect(tx.meta?.fee).toBe(10_000);
    expect(balanceChange(tx, seller)).toBe(3_000_000);
    expect((await listed(seller, signature))?.memo).toBe('[7] order-a; [7] order-b');
  });
});

describe('fees', () => {
  it("meta.fee is what the fee payer was charged, a compute-unit price's priority fee included", async () => {
    const from = node.newFundedKeypair();
    const to = newSeller();
    const tx = await read(node.payTransfer({ from, to, lamports: 1000, memo: 'priority', computeBudget: true }));
    // 1 micro-lamport per unit of the default limit (200,000 for each of the memo and the transfer), rounded up.
    expect(tx.meta?.fee).toBe(5001);
    expect(balanceChange(tx, from.publicKey.toBase58())).toBe(-1000 - 5001);
  });
});

describe('floods', () => {
  it(
    '10,000 dust transfers land and page newest first with before, until and limit',
    { timeout: 120_000 },
    async () => {
      const seller = newSeller();
      const paid = node.payTransfer({ from: node.newFundedKeypair(), to: seller, lamports: SOL, memo: 'the order' });
      const flood = await node.flood(seller, 10_000, { memo: 'dust' });
      expect(flood).toHaveLength(10_000);
      expect(node.lamports(seller)).toBe(BigInt(2 * SOL + 10_000));
      const key = new PublicKey(seller);
      const seen: ConfirmedSignatureInfo[] = [];
      for (let before: string | undefined; ;) {
        const page = await connection.getSignaturesForAddress(key, { before, limit: 1000 }, 'confirmed');
        seen.push(...page);
        if (page.length < 1000) break;
        before = page.at(-1)?.signature;
      }
      expect(seen.map((entry) => entry.signature)).toEqual([...flood].reverse().concat(paid));
      expect(seen[0]).toMatchObject({ memo: '[4] dust', confirmationStatus: 'finalized', err: null });
      const slots = seen.map((entry) => entry.slot);
      expect(slots).toEqual([...slots].sort((a, b) => b - a));
      const untilPaid = await connection.getSignaturesForAddress(key, { before: flood[5], until: paid }, 'confirmed');
      expect(untilPaid.map((entry) => entry.signature)).toEqual(flood.slice(0, 5).reverse());
      const dust = await read(flood[9_999]);
      expect(balanceChange(dust, seller)).toBe(1);
      await expect(connection.getSignaturesForAddress(key, { limit: 1001 })).rejects.toThrow(/Invalid limit/);
    },
  );
});
