import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { readWalletOrders } from '@/lib/commerce/orders/wallet-orders';
import { saleOrders, salePayments } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const wallet = Keypair.generate().publicKey.toBase58();
const other = Keypair.generate().publicKey.toBase58();

describe.each(testEngines)("a wallet's orders on $name", (engine) => {
  const database = useTestDatabase(engine, { seed: false });

  async function insert(values: {
    slug: string;
    status: string;
    buyer: string | null;
    createdAt: string;
    signature?: string;
    paidLamports?: bigint;
    receivedLamports?: bigint;
    cluster?: string;
  }) {
    const id = randomUUID();
    await database()
      .db.insert(saleOrders)
      .values({
        id,
        domainSlug: values.slug,
        domainName: `${values.slug}.sol`,
        amountLamports: 1_500_000_000n,
        recipient: other,
        reference: Keypair.generate().publicKey.toBase58(),
        status: values.status,
        buyer: values.buyer,
        signature: values.signature ?? null,
        paidLamports: values.paidLamports ?? null,
        receivedLamports: values.receivedLamports ?? 0n,
        cluster: values.cluster ?? 'mainnet-beta',
        paidAt: values.buyer ? new Date(values.createdAt) : null,
        expiresAt: new Date(values.createdAt),
        createdAt: new Date(values.createdAt),
      });
    return id;
  }

  it("lists the orders the wallet paid for, newest first, with the Explorer link of the cluster; no one else's", async () => {
    const paid = await insert({
      slug: 'alpha',
      status: 'paid',
      buyer: wallet,
      createdAt: '2026-01-02T00:00:00Z',
      signature: 'SigAlpha111',
    });
    const late = await insert({
      slug: 'beta',
      status: 'paid_late',
      buyer: wallet,
      createdAt: '2026-01-03T00:00:00Z',
      signature: 'SigBeta222',
      cluster: 'devnet',
      paidLamports: 2_000_000_000n,
      receivedLamports: 2_000_000_000n,
    });
    await insert({ slug: 'gamma', status: 'paid', buyer: other, createdAt: '2026-01-04T00:00:00Z', signature: 'SigG' });
    await insert({ slug: 'delta', status: 'awaiting_payment', buyer: null, createdAt: '2026-01-05T00:00:00Z' });
    // The wallet sent an extra payment to an order another wallet bought: it is owed, so it is listed.
    const extra = await insert({
      slug: 'epsilon',
      status: 'paid',
      buyer: other,
      createdAt: '2026-01-01T00:00:00Z',
      signature: 'SigE',
      receivedLamports: 1_750_000_000n,
    });
    await database()
      .db.insert(salePayments)
      .values({
        signature: 'SigExtra',
        orderId: extra,
        source: wallet,
        recipient: other,
        lamports: 250_000_000n,
        blockTime: new Date('2026-01-01T00:05:00Z'),
        outcome: 'extra',
      });

    const orders = await readWalletOrders(wallet);
    expect(orders).toEqual([
      {
        id: late,
        status: 'paid_late',
        label: 'Paid after the order expired',
        owed: '2',
        name: 'beta.sol',
        slug: 'beta',
        amount: '1.5',
        paid: '2',
        signature: 'SigBeta222',
        explorerUrl: 'https://explorer.solana.com/tx/SigBeta222?cluster=devnet',
        paidAt: '2026-01-03T00:00:00.000Z',
        createdAt: '2026-01-03T00:00:00.000Z',
      },
      {
        id: paid,
        status: 'paid',
        label: 'Paid',
        owed: null,
        name: 'alpha.sol',
        slug: 'alpha',
        amount: '1.5',
        paid: null,
        signature: 'SigAlpha111',
        explorerUrl: 'https://explorer.solana.com/tx/SigAlpha111',
        paidAt: '2026-01-02T00:00:00.000Z',
        createdAt: '2026-01-02T00:00:00.000Z',
      },
      expect.objectContaining({ id: extra, status: 'paid', label: 'Paid', owed: '0.25', name: 'epsilon.sol' }),
    ]);
    expect(await readWalletOrders(Keypair.generate().publicKey.toBase58())).toEqual([]);
  });
});
