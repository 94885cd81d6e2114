import { randomBytes } from 'node:crypto';
import { Keypair, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFUND_CHECK_DOWN } from '@/lib/commerce/refunds/refund-verify';
import { domains, saleRefunds } from '@/lib/db/schema';
import { MEMO_PROGRAM_ID } from '@/lib/integrations/solana-chain';
import { ledgerSum } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { lamportsOf, operatorOrders, status, useSellingMall } from './support/selling-mall';

const ticketsFor = (lamports: bigint) => Math.floor(Number(lamports) / 200_000_000);
const operator = operatorOrders;

describe.each(testEngines)("refunds from the operator's wallet, checked on chain, on $name", (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();
  const refundsOf = (orderId: string) =>
    database().db.select().from(saleRefunds).where(eq(saleRefunds.orderId, orderId));

  async function paidOrder(extra = 0n) {
    const opened = await mall.openOrder();
    const price = lamportsOf(opened.name.price);
    const buyer = rpc().newFundedKeypair();
    rpc().payTransfer({
      from: buyer,
      to: mall.seller,
      lamports: price + extra,
      reference: opened.body.reference,
      memo: opened.body.id,
    });
    expect((await (await status(opened.body.id)).json()).status).toBe('paid');
    return { ...opened, price, buyer, wallet: buyer.publicKey.toBase58() };
  }

  it('builds the refund for the operator wallet, sends it, and records it once the chain confirms it', async () => {
    const { body, name, price, wallet } = await paidOrder();
    const operatorWallet = rpc().newFundedKeypair();
    const built = await operator({
      action: 'refund-transaction',
      id: body.id,
      account: operatorWallet.publicKey.toBase58(),
    });
    expect(built.status).toBe(200);
    const answer = await built.json();
    expect(answer).toMatchObject({ lamports: String(price), recipient: wallet });
    const transaction = Transaction.from(Buffer.from(answer.transaction, 'base64'));
    expect(transaction.feePayer?.toBase58()).toBe(operatorWallet.publicKey.toBase58());
    const [memo, transfer] = transaction.instructions;
    expect(memo.programId.equals(MEMO_PROGRAM_ID)).toBe(true);
    expect(memo.data.toString('utf8')).toBe(`refund:${body.id}`);
    expect(transfer.programId.equals(SystemProgram.programId)).toBe(true);
    const decoded = SystemInstruction.decodeTransfer(transfer);
    expect(decoded.fromPubkey.toBase58()).toBe(operatorWallet.publicKey.toBase58());
    expect(decoded.toPubkey.toBase58()).toBe(wallet);
    expect(decoded.lamports).toBe(price);

    // A transaction that is not this order's refund is not sent.
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
    const refused = await operator({
      action: 'refund-send',
      id: body.id,
      transaction: stranger.serialize().toString('base64'),
    });
    expect(refused.status).toBe(400);

    transaction.partialSign(operatorWallet);
    const sent = await operator({
      action: 'refund-send',
      id: body.id,
      transaction: transaction.serialize().toString('base64'),
    });
    expect(sent.status).toBe(200);
    const { signature } = await sent.json();
    const before = rpc().balance(wallet);
    expect(before).toBeGreaterThanOrEqual(Number(price));

    const recorded = await operator({ action: 'refund', id: body.id, signature });
    expect(recorded.status).toBe(200);
    expect((await recorded.json()).order).toMatchObject({
      status: 'refunded',
      refundedLamports: String(price),
      owedLamports: '0',
      refunds: [expect.objectContaining({ signature, lamports: String(price), ticketsReversed: ticketsFor(price) })],
    });
    expect(await ledgerSum(wallet)).toBe(0);
    const [row] = await database().db.select().from(domains).where(eq(domains.slug, name.slug));
    expect(row).toMatchObject({ status: 'available', available: true });

    // The same signature again answers the first refund and changes nothing.
    const again = await operator({ action: 'refund', id: body.id, signature });
    expect(again.status).toBe(200);
    expect(await refundsOf(body.id)).toHaveLength(1);
    expect(await ledgerSum(wallet)).toBe(0);
  });

  it('a signature that pays someone else, pays less, failed, or is unknown is refused and records nothing', async () => {
    const { body, price, wallet } = await paidOrder();
    const refunder = rpc().newFundedKeypair();
    const refuse = async (signature: string, message: string | RegExp) => {
      const answer = await operator({ action: 'refund', id: body.id, signature });
      expect(answer.status).toBe(409);
      const { error } = await answer.json();
      if (typeof message === 'string') expect(error.message).toBe(message);
      else expect(error.message).toMatch(message);
    };

    const elsewhere = Keypair.generate().publicKey.toBase58();
    rpc().fund(elsewhere, 1_000_000_000);
    const toSomeoneElse = rpc().payTransfer({
      from: refunder,
      to: elsewhere,
      lamports: price,
      memo: `refund:${body.id}`,
    });
    await refuse(toSomeoneElse, `The refund transaction sends nothing to the buyer (${wallet}). Nothing was recorded.`);

    const less = rpc().payTransfer({ from: refunder, to: wallet, lamports: price - 1n });
    await refuse(
      less,
      `The refund transaction sends the buyer ${price - 1n} lamports, less than the ${price} lamports being refunded. Nothing was recorded.`,
    );

    const poor = rpc().newFundedKeypair(10_000_000);
    const failed = rpc().payTransfer({ from: poor, to: wallet, lamports: price, skipPreflight: true });
    await refuse(failed, 'The refund transaction failed on chain (it moved no SOL). Nothing was recorded.');

    const unknown = bs58.encode(randomBytes(64));
    await refuse(unknown, /^Refund transaction .{8}… was not found on chain \(not confirmed yet, or never sent\)\./);

    // The network down: a clear 503, nothing recorded.
    const good = rpc().payTransfer({ from: refunder, to: wallet, lamports: price });
    rpc().setDown(true);
    try {
      const down = await operator({ action: 'refund', id: body.id, signature: good });
      expect(down.status).toBe(503);
      expect((await down.json()).error.message).toBe(REFUND_CHECK_DOWN);
    } finally {
      rpc().setDown(false);
    }
    expect(await refundsOf(body.id)).toEqual([]);
    expect((await (await status(body.id)).json()).status).toBe('paid');
    expect(await ledgerSum(wallet)).toBe(ticketsFor(price));

    // The buyer's own payment to the seller is not a refund either; the real refund then is recorded.
    const { signature: payment } = await (await status(body.id)).json();
    await refuse(payment, `The refund transaction sends nothing to the buyer (${wallet}). Nothing was recorded.`);
    expect((await operator({ action: 'refund', id: body.id, signature: good })).status).toBe(200);
    expect(await refundsOf(body.id)).toHaveLength(1);
  });

  it('a part refund is checked against its own lamports; the sale stands', async () => {
    const { body, price, wallet } = await paidOrder(50_000n);
    const refunder = rpc().newFundedKeypair();
    const built = await (
      await operator({
        action: 'refund-transaction',
        id: body.id,
        account: refunder.publicKey.toBase58(),
        lamports: '50000',
      })
    ).json();
    expect(built).toMatchObject({ lamports: '50000', recipient: wallet });
    const signature = rpc().payTransfer({ from: refunder, to: wallet, lamports: 50_000n, memo: `refund:${body.id}` });
    const part = await operator({ action: 'refund', id: body.id, signature, lamports: '50000' });
    expect(part.status).toBe(200);
    expect((await part.json()).order).toMatchObject({ status: 'paid', owedLamports: '0', refundedLamports: '50000' });
    expect(await ledgerSum(wallet)).toBe(ticketsFor(price));
    // Nothing more is owed: a further refund is not built.
    const more = await operator({
      action: 'refund-transaction',
      id: body.id,
      account: refunder.publicKey.toBase58(),
      lamports: '1',
    });
    expect(more.status).toBe(400);
  });
});
