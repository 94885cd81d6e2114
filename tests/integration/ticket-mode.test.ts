import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clearTestOrders } from '@/lib/commerce/orders/order-mode';
import { saleOrders, ticketLog } from '@/lib/db/schema';
import { lamportsToSol } from '@/lib/rules/money';
import { ticketsForPrice } from '@/lib/rules/tickets';
import { grantTickets, ledgerSum, readTicketStatement, readWalletRegistry } from '@/lib/tickets';
import { readTicketFlow } from '@/lib/tickets/operator-reads';
import { testEngines, useTestDatabase } from './support/databases';
import { status, useSellingMall } from './support/selling-mall';

const OWNER = { kind: 'token' } as const;
const today = (flow: Awaited<ReturnType<typeof readTicketFlow>>) => flow.at(-1)!;

describe.each(testEngines)('tickets of test sales on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);

  it('a test sale earns test tickets, kept out of the live figures; clearing test orders takes them back', async () => {
    const liveBefore = today(await readTicketFlow('live'));
    const testBefore = today(await readTicketFlow('test'));
    const opened = await mall.openOrder();
    mall.payExactly(opened);
    expect((await (await status(opened.body.id)).json()).status).toBe('paid');
    const [order] = await database().db.select().from(saleOrders).where(eq(saleOrders.id, opened.body.id));
    expect(order!.cluster).not.toBe('mainnet-beta');
    const earned = ticketsForPrice(lamportsToSol(order!.amountLamports));
    expect(earned).toBeGreaterThan(0);
    const buyer = order!.buyer!;
    // A ticket the buyer had before, from a grant: live.
    await grantTickets(buyer, 1, 'a live grant');

    const [grant, purchase] = await readTicketStatement(buyer);
    expect(grant).toMatchObject({ amount: 1, mode: 'live' });
    expect(purchase).toMatchObject({ accessTarget: 'Domain Purchase', amount: earned, mode: 'test' });
    expect(today(await readTicketFlow('live')).issued - liveBefore.issued).toBe(1);
    expect(today(await readTicketFlow('test')).issued - testBefore.issued).toBe(earned);

    // Clearing: an appended test entry takes the purchase tickets back; the live grant stays, the ledger sums.
    expect(await clearTestOrders(OWNER)).toBeGreaterThanOrEqual(1);
    const [cleared] = await readTicketStatement(buyer, 1);
    expect(cleared).toMatchObject({
      action: 'Spend',
      amount: -earned,
      accessTarget: 'Test Order Cleared',
      mode: 'test',
    });
    expect((await readWalletRegistry(buyer)).total_rts).toBe(1);
    expect(await ledgerSum(buyer)).toBe(1);
    const testNow = today(await readTicketFlow('test'));
    expect(testNow.issued - testNow.spent - (testBefore.issued - testBefore.spent)).toBe(0);
    expect(today(await readTicketFlow('live')).spent - liveBefore.spent).toBe(0);

    // Clearing again takes nothing twice.
    await clearTestOrders(OWNER);
    const entries = await database().db.select().from(ticketLog).where(eq(ticketLog.walletAddress, buyer));
    expect(entries).toHaveLength(3);
  });

  it('tickets already spent are not taken below zero: the clearing takes what is left', async () => {
    const opened = await mall.openOrder();
    mall.payExactly(opened);
    expect((await (await status(opened.body.id)).json()).status).toBe('paid');
    const [order] = await database().db.select().from(saleOrders).where(eq(saleOrders.id, opened.body.id));
    const buyer = order!.buyer!;
    const earned = await ledgerSum(buyer);
    await grantTickets(buyer, -earned, 'spent elsewhere');
    await clearTestOrders(OWNER);
    expect((await readWalletRegistry(buyer)).total_rts).toBe(0);
    expect((await readTicketStatement(buyer)).filter((entry) => entry.accessTarget === 'Test Order Cleared')).toEqual(
      [],
    );
  });
});
