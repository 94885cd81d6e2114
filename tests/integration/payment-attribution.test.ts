import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { GET as systemStatus } from '@/app/api/status.json/route';
import { ledgerSum } from '@/lib/tickets';
import { MEMO_PROGRAM_ID } from '@/lib/integrations/solana-chain';
import { testEngines, useTestDatabase } from './support/databases';
import { lamportsOf, status, useSellingMall } from './support/selling-mall';

const U64_MAX = 2n ** 64n - 1n;
const ticketsFor = (lamports: bigint) => Math.floor(Number(lamports) / 200_000_000);
const memo = (text: string) =>
  new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(text, 'utf8') });
const withReference = (instruction: TransactionInstruction, reference: string) => {
  instruction.keys.push({ pubkey: new PublicKey(reference), isSigner: false, isWritable: false });
  return instruction;
};

describe.each(testEngines)('every lamport attributed, one bad transaction stops nothing, on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const { seller } = mall;
  const rpc = () => mall.rpc();

  /** Signs and lands a transaction the test built, as a wallet would send it. */
  function land(instructions: TransactionInstruction[], signers: Keypair[]) {
    const transaction = new Transaction({
      feePayer: signers[0].publicKey,
      recentBlockhash: rpc().svm.latestBlockhash(),
    }).add(...instructions);
    transaction.sign(...signers);
    return rpc().sendSigned(transaction.serialize());
  }

  it('a failed transaction claiming 2^64−1 lamports is recorded as failed with nothing counted, and every later payment is still seen', async () => {
    const poisoned = await mall.openOrder();
    const attacker = rpc().newFundedKeypair(10_000_000);
    rpc().payTransfer({
      from: attacker,
      to: seller,
      lamports: U64_MAX,
      reference: poisoned.body.reference,
      memo: poisoned.body.id,
      skipPreflight: true,
    });
    const first = await (await status(poisoned.body.id)).json();
    expect(first.status).toBe('awaiting_payment');
    expect(first.payments).toMatchObject([{ outcome: 'failed', lamports: '0' }]);

    // The scan goes on: a real payment to another order after the poisoned one is seen and completes its sale.
    const honest = await mall.openOrder();
    const { buyer } = mall.payExactly(honest);
    const paid = await (await status(honest.body.id)).json();
    expect(paid).toMatchObject({ status: 'paid', buyer: buyer.publicKey.toBase58() });
    const health = await (await systemStatus(new Request('http://t/api/status.json'), undefined)).json();
    expect(health.payments).toMatchObject({ watch: 'ok', failures: 0 });
  });

  it('one transaction that pays two orders credits each its own transfer', async () => {
    const a = await mall.openOrder();
    const b = await mall.openOrder();
    const buyer = rpc().newFundedKeypair();
    const to = new PublicKey(seller);
    const priceA = lamportsOf(a.name.price);
    const priceB = lamportsOf(b.name.price);
    land(
      [
        memo(a.body.id),
        withReference(
          SystemProgram.transfer({ fromPubkey: buyer.publicKey, toPubkey: to, lamports: priceA }),
          a.body.reference,
        ),
        memo(b.body.id),
        withReference(
          SystemProgram.transfer({ fromPubkey: buyer.publicKey, toPubkey: to, lamports: priceB }),
          b.body.reference,
        ),
      ],
      [buyer],
    );
    const paidA = await (await status(a.body.id)).json();
    const paidB = await (await status(b.body.id)).json();
    expect(paidA).toMatchObject({ status: 'paid', receivedLamports: String(priceA), owedLamports: '0' });
    expect(paidB).toMatchObject({ status: 'paid', receivedLamports: String(priceB), owedLamports: '0' });
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(ticketsFor(priceA) + ticketsFor(priceB));
  });

  it('a payment made with TransferWithSeed (a derived account) is measured by what reached the seller', async () => {
    const order = await mall.openOrder();
    const price = lamportsOf(order.name.price);
    const base = rpc().newFundedKeypair();
    const seed = 'retailverse';
    const derived = await PublicKey.createWithSeed(base.publicKey, seed, SystemProgram.programId);
    rpc().fund(derived.toBase58(), price + 1_000_000n);
    land(
      [
        memo(order.body.id),
        withReference(
          SystemProgram.transfer({
            fromPubkey: derived,
            basePubkey: base.publicKey,
            toPubkey: new PublicKey(seller),
            lamports: price,
            seed,
            programId: SystemProgram.programId,
          }),
          order.body.reference,
        ),
      ],
      [base],
    );
    const paid = await (await status(order.body.id)).json();
    expect(paid).toMatchObject({ status: 'paid', receivedLamports: String(price), buyer: derived.toBase58() });
  });
});
