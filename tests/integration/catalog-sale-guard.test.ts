import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATCH as editRoute } from '@/app/api/operator/catalog/domains/[name]/route';
import { POST as importFile } from '@/app/api/operator/catalog/import/route';
import { POST as openImport } from '@/app/api/operator/catalog/imports/route';
import { POST as stageRows } from '@/app/api/operator/catalog/imports/[id]/rows/route';
import { POST as commitImport } from '@/app/api/operator/catalog/imports/[id]/commit/route';
import { upsertDomains } from '@/lib/catalog/import';
import { domainSeedSchema } from '@/lib/catalog/seed-schema';
import { domains, operatorAuditLog, saleOrders } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const OPERATOR = 'integration-operator-token';
process.env.OPERATOR_TOKEN = OPERATOR;

const call = (method: string, body?: unknown) =>
  new Request('http://t/x', {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const idParams = (id: string) => ({ params: Promise.resolve({ id }) });
const nameParams = (name: string) => ({ params: Promise.resolve({ name }) });

const record = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: `${slug}.sol`,
  description: `the ${slug} shop`,
  status: 'available',
  price: '1 SOL',
  category: 'mid',
  listed: true,
  available: true,
  tier: 'blueprint-tier',
  floor: '1F_Mainfloor',
  ...extra,
});

const HOUR = 3_600_000;
// Each name and the order it has (none for `guard-free`); only an unexpired hold or a sale protects a name.
const ORDERS: Record<string, { status: string; expiresInMs: number } | null> = {
  'guard-paid': { status: 'paid', expiresInMs: -HOUR },
  'guard-fulfilled': { status: 'fulfilled', expiresInMs: -HOUR },
  'guard-held': { status: 'awaiting_payment', expiresInMs: HOUR },
  'guard-confirming': { status: 'confirming', expiresInMs: -HOUR },
  'guard-refunding': { status: 'refund_pending', expiresInMs: -HOUR },
  'guard-lapsed': { status: 'awaiting_payment', expiresInMs: -HOUR },
  'guard-free': null,
};
const PROTECTED = ['guard-paid', 'guard-fulfilled', 'guard-held', 'guard-confirming', 'guard-refunding'];

describe.each(testEngines)('catalogue writes respect sales on $name', (engine) => {
  const database = useTestDatabase(engine);
  const orderIds = new Map<string, string>();

  const audit = (action: string) =>
    database()
      .db.select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, action))
      .orderBy(desc(operatorAuditLog.id));
  const row = async (slug: string) => (await database().db.select().from(domains).where(eq(domains.slug, slug)))[0]!;

  /** Each name sold for 2 SOL: the catalogue marks it sold and off sale, as a completed sale leaves it. */
  async function sellNames(prefix: string) {
    const slugs = Object.keys(ORDERS).map((slug) => slug.replace('guard', prefix));
    await upsertDomains(slugs.map((slug) => domainSeedSchema.parse(record(slug, { price: '2 SOL' }))));
    for (const [template, order] of Object.entries(ORDERS)) {
      if (!order) continue;
      const slug = template.replace('guard', prefix);
      const id = randomUUID();
      orderIds.set(slug, id);
      await database()
        .db.insert(saleOrders)
        .values({
          id,
          domainSlug: slug,
          domainName: `${slug}.sol`,
          amountLamports: 2_000_000_000n,
          recipient: Keypair.generate().publicKey.toBase58(),
          reference: Keypair.generate().publicKey.toBase58(),
          status: order.status,
          expiresAt: new Date(Date.now() + order.expiresInMs),
        });
    }
    await database()
      .db.update(domains)
      .set({ status: 'sold', available: false, listed: false })
      .where(inArray(domains.slug, slugs));
    return slugs;
  }

  it('an import keeps a held or sold name off sale at its price, reports each such row and writes the rest', async () => {
    const slugs = await sellNames('file');
    // Last month's file: every name available at 1 SOL, with a new description.
    const file = slugs.map((slug) => record(slug, { description: `${slug} restocked` }));
    const response = await importFile(call('POST', { format: 'json', content: JSON.stringify(file, null, 1) }), {});
    expect(response.status).toBe(200);
    const body = await response.json();
    const protectedSlugs = PROTECTED.map((slug) => slug.replace('guard', 'file'));
    expect(body.protectedCount).toBe(protectedSlugs.length);
    expect(body.protected.map((p: { name: string }) => p.name)).toEqual(protectedSlugs.map((s) => `${s}.sol`));
    expect(body.protected[0]).toEqual({
      name: 'file-paid.sol',
      line: 2,
      kept: {
        status: { from: 'sold', to: 'available' },
        price: { from: '2 SOL', to: '1 SOL' },
        available: { from: false, to: true },
        listed: { from: false, to: true },
      },
      orderId: orderIds.get('file-paid'),
      orderStatus: 'paid',
    });
    for (const slug of protectedSlugs) {
      expect(await row(slug)).toMatchObject({
        status: 'sold',
        price: '2 SOL',
        priceLamports: 2_000_000_000,
        available: false,
        listed: false,
        description: `${slug} restocked`,
      });
    }
    for (const slug of ['file-lapsed', 'file-free']) {
      expect(await row(slug)).toMatchObject({ status: 'available', price: '1 SOL', available: true, listed: true });
    }
  });

  it('a streamed import re-lists a sold name only when the commit names it in override', async () => {
    await sellNames('stream');
    const open = async () => (await (await openImport(call('POST'), undefined)).json()).id as string;
    const rows = [
      { line: 2, record: record('stream-paid', { description: 'restocked' }) },
      { line: 3, record: record('stream-fulfilled', { description: 'restocked' }) },
    ];
    const first = await open();
    await stageRows(call('POST', { rows }), idParams(first));
    const kept = await (await commitImport(call('POST'), idParams(first))).json();
    expect(kept).toMatchObject({ ok: true, updated: 2, protectedCount: 2 });
    expect(kept.protected[1]).toMatchObject({ name: 'stream-fulfilled.sol', line: 3, orderStatus: 'fulfilled' });
    expect(await row('stream-paid')).toMatchObject({ status: 'sold', price: '2 SOL' });

    const second = await open();
    await stageRows(call('POST', { rows }), idParams(second));
    const overridden = await commitImport(call('POST', { override: ['stream-paid.sol'] }), idParams(second));
    expect(await overridden.json()).toMatchObject({ ok: true, protectedCount: 1 });
    expect(await row('stream-paid')).toMatchObject({ status: 'available', price: '1 SOL', listed: true });
    expect(await row('stream-fulfilled')).toMatchObject({ status: 'sold', price: '2 SOL', listed: false });

    const [summary] = await audit('catalog.import');
    expect(summary!.target).toBe(`import ${second}`);
    expect(summary!.after).toMatchObject({ override: ['stream-paid.sol'], protectedCount: 1, changed: 1 });
    const [secondNames, firstNames] = await audit('catalog.import.names');
    // The first commit changed only what a sale does not fix; the second, with the override, the sale fields too.
    expect(firstNames!.target).toBe(`import ${first}: names 1-2 of 2`);
    expect(firstNames!.before).toEqual({
      'stream-paid.sol': { description: 'the stream-paid shop' },
      'stream-fulfilled.sol': { description: 'the stream-fulfilled shop' },
    });
    expect(firstNames!.after).toEqual({
      'stream-paid.sol': { description: 'restocked' },
      'stream-fulfilled.sol': { description: 'restocked' },
    });
    expect(secondNames!.target).toBe(`import ${second}: names 1-1 of 1`);
    expect(secondNames!.before).toEqual({
      'stream-paid.sol': {
        status: 'sold',
        price: '2 SOL',
        price_lamports: 2_000_000_000,
        listed: false,
        available: false,
      },
    });
    expect(secondNames!.after).toEqual({
      'stream-paid.sol': {
        status: 'available',
        price: '1 SOL',
        price_lamports: 1_000_000_000,
        listed: true,
        available: true,
      },
    });
  });

  it('an edit of a held or sold name answers 409 name_in_sale naming the order, unless it overrides', async () => {
    await sellNames('edit');
    const refused = await editRoute(call('PATCH', { price: '0.1 SOL' }), nameParams('edit-fulfilled.sol'));
    expect(refused.status).toBe(409);
    const { error } = await refused.json();
    expect(error.code).toBe('name_in_sale');
    expect(error.message).toBe(
      `edit-fulfilled.sol has order ${orderIds.get('edit-fulfilled')} (Transferred): its status, price and listing ` +
        'stay as the sale left them. Send "override": true to change them anyway.',
    );
    for (const change of [{ status: 'available' }, { listed: true }]) {
      const held = await editRoute(call('PATCH', change), nameParams('edit-held.sol'));
      expect((await held.json()).error.code).toBe('name_in_sale');
    }
    expect(await row('edit-fulfilled')).toMatchObject({ price: '2 SOL', status: 'sold' });
    // What a sale did not fix stays editable, and a lapsed hold protects nothing.
    expect((await editRoute(call('PATCH', { featured: true }), nameParams('edit-paid.sol'))).status).toBe(200);
    expect((await editRoute(call('PATCH', { status: 'available' }), nameParams('edit-lapsed.sol'))).status).toBe(200);

    const overridden = await editRoute(
      call('PATCH', { price: '0.1 SOL', override: true }),
      nameParams('edit-fulfilled.sol'),
    );
    expect(overridden.status).toBe(200);
    expect(await row('edit-fulfilled')).toMatchObject({ price: '0.1 SOL', priceLamports: 100_000_000 });
    const [entry] = await database()
      .db.select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.target, 'edit-fulfilled.sol'))
      .orderBy(desc(operatorAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'catalog.edit',
      before: { price: '2 SOL' },
      after: { price: '0.1 SOL', overrodeSale: { orderId: orderIds.get('edit-fulfilled'), status: 'fulfilled' } },
    });
  });
});
