import { randomBytes } from 'node:crypto';
import {
  Keypair,
  PublicKey,
  SystemInstruction,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxHandlers } from '@/lib/commerce/outbox/handlers';
import { runOutbox } from '@/lib/commerce/outbox/worker';
import { domains, refundIntents, saleOrders, saleRefunds } from '@/lib/db/schema';
import { MEMO_PROGRAM_ID } from '@/lib/integrations/solana-chain';
import { ledgerSum } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, lamportsOf, operatorOrders, status, useSellingMall } from './support/selling-mall';

const ticketsFor = (lamports: bigint) => Math.floor(Number(lamports) / 200_000_000);
const operator = operatorOrders;
/** Later than every delayed outbox job written so far: the worker's next passes. */
const later = (seconds = 600) => new Date(Date.now() + seconds * 1000);

describe.each(testEngines)('refunds to whoever paid, recorded before they are sent, on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();
  const operatorWallet = Keypair.generate();
  const refundsOf = (orderId: string) =>
    database().db.select().from(saleRefunds).where(eq(saleRefunds.orderId, orderId));
  const intentsOf = (orderId: string) =>
    database().db.select().from(refundIntents).where(eq(refundIntents.orderId, orderId));
  const orderRow = async (id: string) =>
    (await database().db.select().from(saleOrders).where(eq(saleOrders.id, id)))[0];

  beforeAll(() => {
    rpc().fund(operatorWallet.publicKey, 1_000_000_000_000);
    configure({ OPERATOR_WALLETS: operatorWallet.publicKey.toBase58() });
    return () => configure({ OPERATOR_WALLETS: undefined });
  });

  /** An order paid by `payers` in turn (each a fresh wallet paying its lamports), the last making it paid. */
  async function orderPaidBy(...shares: bigint[]) {
    const opened = await mall.openOrder();
    const price = lamportsOf(opened.name.price);
    const parts = shares.length ? shares : [price];
    const payers = parts.map((lamports) => {
      const payer = rpc().newFundedKeypair();
      rpc().payTransfer({
        from: payer,
        to: mall.seller,
        lamports,
        reference: opened.body.reference,
        memo: opened.body.id,
      });
      return { keypair: payer, wallet: payer.publicKey.toBase58(), lamports };
    });
    expect((await (await status(opened.body.id)).json()).status).toBe('paid');
    return { ...opened, id: opened.body.id as string, price, payers, wallet: payers.at(-1)!.wallet };
  }

  /** A refund sent from `from` paying each recipient, with `memo`. */
  function sendRefund(from: Keypair, recipients: { address: string; lamports: bigint }[], memo?: string) {
    const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: rpc().svm.latestBlockhash() });
    if (memo) tx.add(new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [], data: Buffer.from(memo) }));
    for (const { address, lamports } of recipients) {
      tx.add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: new PublicKey(address), lamports }));
    }
    tx.sign(from);
    return rpc().sendSigned(tx.serialize());
  }

  async function build(id: string, lamports?: string) {
    const answer = await operator({
      action: 'refund-transaction',
      id,
      account: operatorWallet.publicKey.toBase58(),
      ...(lamports ? { lamports } : {}),
    });
    return { status: answer.status, body: await answer.json() };
  }

  it('builds a refund: its intent recorded and the order refund_pending first; the signature stored before it is sent', async () => {
    const { id, name, price, wallet } = await orderPaidBy();
    const built = await build(id);
    expect(built.status).toBe(200);
    expect(built.body).toMatchObject({
      lamports: String(price),
      recipients: [{ address: wallet, lamports: String(price) }],
    });
    const [intent] = await intentsOf(id);
    expect(intent).toMatchObject({
      id: built.body.intent,
      state: 'built',
      whole: true,
      lamports: price,
      signature: null,
    });
    expect(await orderRow(id)).toMatchObject({ status: 'refund_pending', priorStatus: 'paid' });

    const transaction = Transaction.from(Buffer.from(built.body.transaction, 'base64'));
    expect(transaction.feePayer?.toBase58()).toBe(operatorWallet.publicKey.toBase58());
    const [memo, transfer] = transaction.instructions;
    expect(memo.data.toString('utf8')).toBe(`refund:${id}`);
    const decoded = SystemInstruction.decodeTransfer(transfer);
    expect([decoded.fromPubkey.toBase58(), decoded.toPubkey.toBase58(), decoded.lamports]).toEqual([
      operatorWallet.publicKey.toBase58(),
      wallet,
      price,
    ]);
    // The reference key rides on the transfer, read-only and not a signer.
    expect(transfer.keys[2]).toMatchObject({ isSigner: false, isWritable: false });
    expect(transfer.keys[2].pubkey.toBase58()).toBe(intent.reference);

    // Another refund while this one is under way: refused with its code.
    const again = await build(id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('refund_pending');

    // The network down as the server sends: the signature is stored all the same.
    transaction.partialSign(operatorWallet);
    const wire = transaction.serialize();
    rpc().setDown(true);
    try {
      const down = await operator({ action: 'refund-send', id, transaction: wire.toString('base64') });
      expect(down.status).toBe(503);
    } finally {
      rpc().setDown(false);
    }
    const signature = bs58.encode(transaction.signature!);
    expect((await intentsOf(id))[0]).toMatchObject({ state: 'sent', signature });
    expect(await refundsOf(id)).toEqual([]);

    // The wallet sent it after all; the console's tab is gone: the worker verifies it at finalized and records it.
    rpc().sendSigned(wire);
    await runOutbox(outboxHandlers, { now: later() });
    expect((await intentsOf(id))[0]).toMatchObject({ state: 'confirmed', signature });
    const recorded = await operator({ action: 'show', id });
    expect((await recorded.json()).order).toMatchObject({
      status: 'refunded',
      refundedLamports: String(price),
      refunds: [expect.objectContaining({ signature, lamports: String(price), ticketsReversed: ticketsFor(price) })],
    });
    expect(await ledgerSum(wallet)).toBe(0);
    const [row] = await database().db.select().from(domains).where(eq(domains.slug, name.slug));
    expect(row).toMatchObject({ status: 'available', available: true });

    // The same signature again answers the refund and changes nothing.
    const same = await operator({ action: 'refund', id, signature });
    expect(same.status).toBe(200);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await ledgerSum(wallet)).toBe(0);
  });

  it('a signTransaction wallet: the server sends the refund and it is recorded at once once finalized', async () => {
    const { id, price, wallet } = await orderPaidBy();
    const built = await build(id);
    const transaction = Transaction.from(Buffer.from(built.body.transaction, 'base64'));
    // A transaction that is not this order's refund built here is not sent.
    const stranger = new Transaction({
      feePayer: operatorWallet.publicKey,
      recentBlockhash: transaction.recentBlockhash,
    });
    stranger.add(
      SystemProgram.transfer({
        fromPubkey: operatorWallet.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    );
    stranger.sign(operatorWallet);
    const refused = await operator({ action: 'refund-send', id, transaction: stranger.serialize().toString('base64') });
    expect(refused.status).toBe(400);

    transaction.partialSign(operatorWallet);
    const sent = await operator({ action: 'refund-send', id, transaction: transaction.serialize().toString('base64') });
    expect(sent.status).toBe(200);
    const { signature, intent } = await sent.json();
    expect(intent).toBe(built.body.intent);
    const recorded = await operator({ action: 'refund', id, signature, intent });
    expect(recorded.status).toBe(200);
    expect((await recorded.json()).order).toMatchObject({ status: 'refunded', owedLamports: '0' });
    expect(rpc().balance(wallet)).toBeGreaterThanOrEqual(Number(price));
  });

  it('each payer is refunded to its own wallet: two payers, a whole refund pays each its share', async () => {
    const opened = await mall.openOrder();
    const price = lamportsOf(opened.name.price);
    const id = opened.body.id as string;
    const [first, second] = [rpc().newFundedKeypair(), rpc().newFundedKeypair()];
    for (const [from, lamports] of [
      [first, price / 3n],
      [second, price - price / 3n],
    ] as const) {
      rpc().payTransfer({ from, to: mall.seller, lamports, reference: opened.body.reference, memo: id });
    }
    expect((await (await status(id)).json()).status).toBe('paid');
    // A refund of everything to the buyer of record alone pays the first payer nothing: rejected.
    const toOne = sendRefund(
      operatorWallet,
      [{ address: second.publicKey.toBase58(), lamports: price }],
      `refund:${id}`,
    );
    const wrong = await operator({ action: 'refund', id, signature: toOne });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error.message).toBe(
      `The refund transaction sends ${first.publicKey.toBase58()} 0 lamports, less than the ${price / 3n} owed to it. Nothing was recorded.`,
    );

    const built = await build(id);
    const shares = [
      { address: first.publicKey.toBase58(), lamports: String(price / 3n) },
      { address: second.publicKey.toBase58(), lamports: String(price - price / 3n) },
    ];
    expect(built.body.recipients).toEqual(shares);
    const transaction = Transaction.from(Buffer.from(built.body.transaction, 'base64'));
    const transfers = transaction.instructions.slice(1).map((ix) => SystemInstruction.decodeTransfer(ix));
    expect(transfers.map((t) => [t.toPubkey.toBase58(), String(t.lamports)])).toEqual(
      shares.map((s) => [s.address, s.lamports]),
    );
    const before = shares.map((s) => rpc().balance(s.address));
    transaction.partialSign(operatorWallet);
    const sent = await (
      await operator({ action: 'refund-send', id, transaction: transaction.serialize().toString('base64') })
    ).json();
    const recorded = await operator({ action: 'refund', id, signature: sent.signature, intent: sent.intent });
    expect(recorded.status).toBe(200);
    expect((await recorded.json()).order).toMatchObject({ status: 'refunded', refundedLamports: String(price) });
    expect(shares.map((s, i) => rpc().balance(s.address) - before[i])).toEqual(shares.map((s) => Number(s.lamports)));
  });

  it('a refund from a stranger, without the memo, naming another order, older than the payment, short, or failed is rejected', async () => {
    const opened = await mall.openOrder();
    const price = lamportsOf(opened.name.price);
    const buyer = rpc().newFundedKeypair();
    const wallet = buyer.publicKey.toBase58();
    const id = opened.body.id as string;
    // Sent before the payment: older than what it would refund.
    const older = sendRefund(operatorWallet, [{ address: wallet, lamports: price }], `refund:${id}`);
    rpc().advanceClock(120);
    rpc().payTransfer({ from: buyer, to: mall.seller, lamports: price, reference: opened.body.reference, memo: id });
    expect((await (await status(id)).json()).status).toBe('paid');

    const refuse = async (signature: string, code: string, message: string | RegExp) => {
      const answer = await operator({ action: 'refund', id, signature });
      expect(answer.status).toBe(409);
      const { error } = await answer.json();
      expect(error.code).toBe(code);
      if (typeof message === 'string') expect(error.message).toBe(message);
      else expect(error.message).toMatch(message);
    };
    const stranger = rpc().newFundedKeypair();
    await refuse(
      sendRefund(stranger, [{ address: wallet, lamports: price }], `refund:${id}`),
      'refund_rejected',
      'The refund transaction was not sent by an operator wallet or the seller. Nothing was recorded.',
    );
    await refuse(
      sendRefund(operatorWallet, [{ address: wallet, lamports: price }]),
      'refund_rejected',
      `The refund transaction does not carry the memo refund:${id}. Nothing was recorded.`,
    );
    const other = await mall.openOrder();
    await refuse(
      sendRefund(operatorWallet, [{ address: wallet, lamports: price }], `refund:${other.body.id}`),
      'refund_rejected',
      'The refund transaction names another order in its memo. Nothing was recorded.',
    );
    await refuse(
      older,
      'refund_rejected',
      'The refund transaction is older than the payment it would refund. Nothing was recorded.',
    );
    await refuse(
      sendRefund(operatorWallet, [{ address: wallet, lamports: price - 1n }], `refund:${id}`),
      'refund_rejected',
      `The refund transaction sends ${wallet} ${price - 1n} lamports, less than the ${price} owed to it. Nothing was recorded.`,
    );
    const poor = rpc().newFundedKeypair(10_000_000);
    const failed = rpc().payTransfer({
      from: poor,
      to: wallet,
      lamports: price,
      memo: `refund:${id}`,
      skipPreflight: true,
    });
    await refuse(
      failed,
      'refund_rejected',
      'The refund transaction failed on chain (it moved no SOL). Nothing was recorded.',
    );
    // The buyer's own payment is no refund either.
    const { signature: payment } = await (await status(id)).json();
    await refuse(
      payment,
      'refund_rejected',
      `The refund transaction does not carry the memo refund:${id}. Nothing was recorded.`,
    );
    await refuse(
      bs58.encode(randomBytes(64)),
      'refund_not_found',
      /^Refund transaction .{8}… was not found on chain \(not confirmed yet, or never sent\)\./,
    );
    const good = sendRefund(operatorWallet, [{ address: wallet, lamports: price }], `refund:${id}`);
    rpc().setDown(true);
    try {
      const down = await operator({ action: 'refund', id, signature: good });
      expect(down.status).toBe(503);
      expect((await down.json()).error.message).toBe(
        'The Solana network could not be reached, so the refund could not be checked on chain. Nothing was recorded; try again in a moment.',
      );
    } finally {
      rpc().setDown(false);
    }
    // Each rejection is kept with its reason; nothing else changed.
    const intents = await intentsOf(id);
    expect(intents.map((i) => i.state)).toEqual(Array(7).fill('rejected'));
    expect(await refundsOf(id)).toEqual([]);
    expect(await orderRow(id)).toMatchObject({ status: 'paid', refundedLamports: 0n });
    expect(await ledgerSum(wallet)).toBe(ticketsFor(price));
    // The real refund is recorded.
    const recorded = await operator({ action: 'refund', id, signature: good });
    expect(recorded.status).toBe(200);
    expect((await recorded.json()).order.status).toBe('refunded');
  });

  it('a pasted refund only confirmed answers 202 verifying; the worker records it once finalized', async () => {
    const { id, price, wallet } = await orderPaidBy();
    rpc().setFinality('manual');
    let signature: string;
    try {
      signature = sendRefund(operatorWallet, [{ address: wallet, lamports: price }], `refund:${id}`);
      const answer = await operator({ action: 'refund', id, signature });
      expect(answer.status).toBe(202);
      expect(await answer.json()).toMatchObject({ state: 'verifying' });
      expect(await orderRow(id)).toMatchObject({ status: 'refund_pending', priorStatus: 'paid' });
      await runOutbox(outboxHandlers, { now: later() });
      expect(await refundsOf(id)).toEqual([]);
    } finally {
      rpc().setFinality('immediate');
    }
    rpc().finalize();
    await runOutbox(outboxHandlers, { now: later(3600) });
    expect(await orderRow(id)).toMatchObject({ status: 'refunded', refundedLamports: price });
    expect((await refundsOf(id)).map((r) => r.signature)).toEqual([signature]);
  });

  it('a pasted refund a fork drops before finality expires: the order goes back to paid', async () => {
    const { id, price, wallet } = await orderPaidBy();
    rpc().setFinality('manual');
    try {
      const signature = sendRefund(operatorWallet, [{ address: wallet, lamports: price }], `refund:${id}`);
      expect((await operator({ action: 'refund', id, signature })).status).toBe(202);
      expect(await orderRow(id)).toMatchObject({ status: 'refund_pending' });
      rpc().dropUnfinalized(signature);
      await runOutbox(outboxHandlers, { now: later() });
      expect(await orderRow(id)).toMatchObject({ status: 'refund_pending' });
      rpc().advanceSlots(200);
      await runOutbox(outboxHandlers, { now: later(3600) });
    } finally {
      rpc().setFinality('immediate');
    }
    expect((await intentsOf(id))[0]).toMatchObject({ state: 'expired' });
    expect(await orderRow(id)).toMatchObject({ status: 'paid', refundedLamports: 0n });
    expect(await refundsOf(id)).toEqual([]);
  });

  it('a part refund returns the excess to the payer that crossed the price; the sale stands', async () => {
    const opened = await mall.openOrder();
    const price = lamportsOf(opened.name.price);
    const first = rpc().newFundedKeypair();
    const second = rpc().newFundedKeypair();
    const pay = (from: Keypair, lamports: bigint) =>
      rpc().payTransfer({ from, to: mall.seller, lamports, reference: opened.body.reference, memo: opened.body.id });
    pay(first, price / 2n);
    rpc().advanceClock(1);
    pay(second, price / 2n + 50_000n);
    const id = opened.body.id as string;
    expect((await (await status(id)).json()).status).toBe('paid');
    const part = await build(id, '50000');
    expect(part.body.recipients).toEqual([{ address: second.publicKey.toBase58(), lamports: '50000' }]);
    expect(await orderRow(id)).toMatchObject({ status: 'paid' });
    const transaction = Transaction.from(Buffer.from(part.body.transaction, 'base64'));
    transaction.partialSign(operatorWallet);
    const sent = await (
      await operator({ action: 'refund-send', id, transaction: transaction.serialize().toString('base64') })
    ).json();
    const recorded = await operator({ action: 'refund', id, signature: sent.signature, intent: sent.intent });
    expect(recorded.status).toBe(200);
    expect((await recorded.json()).order).toMatchObject({
      status: 'paid',
      owedLamports: '0',
      refundedLamports: '50000',
    });
    expect(await ledgerSum(first.publicKey.toBase58())).toBe(0);
    // Nothing more is owed: a further part refund is not built.
    const more = await build(id, '1');
    expect(more.status).toBe(400);
    expect(await orderRow(id)).toMatchObject({ status: 'paid' });
  });
});
