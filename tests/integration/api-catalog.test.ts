import { count, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as listDomains } from '@/app/api/domains/route';
import { GET as oneDomain } from '@/app/api/domains/[slug]/route';
import { POST as importCatalog } from '@/app/api/operator/catalog/import/route';
import { POST as joinWaitlist } from '@/app/api/waitlist/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { domains, waitlistEntries } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const OPERATOR = 'integration-operator-token';
process.env.OPERATOR_TOKEN = OPERATOR;

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe.each(testEngines)('catalogue API on $name', (engine) => {
  const database = useTestDatabase(engine);
  beforeEach(() => resetRateLimits());
  const domainCount = async () => (await database().db.select({ n: count() }).from(domains))[0].n;

  it('GET /api/domains answers the feed shape with filters from the query string', async () => {
    const response = await listDomains(new Request('http://t/api/domains?category=scav&limit=3'), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.source).toBe('database');
    expect(body.data).toHaveLength(3);
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), fields: { category: 'scav' } });
    expect(Object.keys(body.data[0].fields)).toEqual(
      expect.arrayContaining(['name', 'description', 'price', 'status', 'category', 'website']),
    );
  });

  it.each([
    ['category=nonsense', 'category'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['featured=maybe', 'featured'],
    ['unknown=1', ''],
  ])('GET /api/domains?%s is a 400 naming the field', async (query, path) => {
    const response = await listDomains(new Request(`http://t/api/domains?${query}`), undefined);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('bad_request');
    if (path) expect(body.error.path).toBe(path);
  });

  it('GET /api/domains/{slug}: the domain, or a 404 with the spec text', async () => {
    const found = await oneDomain(new Request('http://t'), { params: Promise.resolve({ slug: 'jpegdealer' }) });
    expect((await found.json()).data.name).toBe('jpegdealer.sol');
    const missing = await oneDomain(new Request('http://t'), { params: Promise.resolve({ slug: 'nope-nope' }) });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("This domain doesn't exist in our vault.");
  });

  it('GET /api/domains answers pages of 24 (100 at most) whose cursors walk every name once, in name order', async () => {
    const all = (await database().db.select({ name: domains.name }).from(domains)).map((row) => row.name).sort();
    const first = await (await listDomains(new Request('http://t/api/domains'), undefined)).json();
    expect(first.data).toHaveLength(24);
    expect(first.nextCursor).toEqual(expect.any(String));

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `http://t/api/domains?limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await (await listDomains(new Request(url), undefined)).json();
      seen.push(...page.data.map((item: { fields: { name: string } }) => item.fields.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    // AA and YQBi decode to names holding a NUL (PostgreSQL refuses those in text); MX4A is a ranked one.
    const forged = ['cursor=AA', 'cursor=YQBi', 'search=a&cursor=MX4A'];
    for (const query of ['limit=101', 'limit=0', 'cursor=not-a-cursor!', 'cursor=', ...forged]) {
      const refused = await listDomains(new Request(`http://t/api/domains?${query}`), undefined);
      expect(refused.status, query).toBe(400);
      if (forged.includes(query))
        expect((await refused.json()).error.message).toMatch(/not a cursor this API gave out/);
    }
  });

  it('POST /api/waitlist stores an e-mail once; bad input is a 4xx and writes nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const ok = await joinWaitlist(postJson('http://t/api/waitlist', { email: 'Ape@Example.com' }), undefined);
      expect(ok.status).toBe(201);
    }
    const rows = await database().db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'ape@example.com'));
    expect(rows).toHaveLength(1);

    const bad = [
      postJson('http://t/api/waitlist', { email: 'no-at-sign' }),
      postJson('http://t/api/waitlist', '{"email":'),
      postJson('http://t/api/waitlist', { email: 42 }),
      postJson('http://t/api/waitlist', { email: `${'a'.repeat(3000)}@x.io` }),
      new Request('http://t/api/waitlist', { method: 'POST', body: 'email=a@b.c' }),
      postJson('http://t/api/waitlist', { email: 'extra@example.com', extra: { isAdmin: true } }),
    ];
    for (const request of bad) {
      const response = await joinWaitlist(request, undefined);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect((await response.json()).error.message).toEqual(expect.any(String));
    }
    expect(await database().db.select({ n: count() }).from(waitlistEntries)).toEqual([{ n: 1 }]);
  });

  it('POST /api/waitlist is rate-limited per address: the 11th sign-up in a minute is a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const request = postJson(
        'http://t/api/waitlist',
        { email: `fan${i}@example.com` },
        { 'x-forwarded-for': '192.0.2.44' },
      );
      statuses.push((await joinWaitlist(request, undefined)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const rows = await database()
      .db.select({ n: count() })
      .from(waitlistEntries)
      .where(like(waitlistEntries.email, 'fan%@example.com'));
    expect(rows).toEqual([{ n: 10 }]);
  });

  it('catalogue import needs the operator token', async () => {
    const response = await importCatalog(postJson('http://t/x', { format: 'json', content: '[]' }), undefined);
    expect(response.status).toBe(401);
  });

  it('catalogue import reports a bad row with its line and writes nothing of the file', async () => {
    const before = await domainCount();
    const csv = [
      'name,status,price,category,tier,floor,tags,listed,available',
      'goodone.sol,available,1 SOL,mid,blueprint-tier,1F_Mainfloor,alpha|beta,true,true',
      'BadOne,available,cheap,mid,blueprint-tier,1F_Mainfloor,,true,true',
    ].join('\n');
    const response = await importCatalog(
      postJson('http://t/x', { format: 'csv', content: csv }, { authorization: `Bearer ${OPERATOR}` }),
      undefined,
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.rows).toEqual([{ line: 3, message: expect.stringContaining('name') }]);
    expect(await domainCount()).toBe(before);
  });

  it('catalogue import refuses a row whose JSON spells a NUL, naming the row and field, and writes nothing', async () => {
    const before = await domainCount();
    const good = { name: 'nulfree.sol', status: 'available', price: '2 SOL', category: 'mid', tier: 'blueprint-tier' };
    const json = JSON.stringify([
      { ...good, floor: '2F_TechSector' },
      { ...good, name: 'nulled.sol', floor: '2F_TechSector', description: 'before\u0000after' },
    ]);
    const response = await importCatalog(
      postJson('http://t/x', { format: 'json', content: json }, { authorization: `Bearer ${OPERATOR}` }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: '1 bad row(s); nothing was written.' },
      rows: [
        {
          line: 1,
          message: 'description: Text must not contain NUL characters or broken Unicode (unpaired surrogates).',
        },
      ],
    });
    expect(await domainCount()).toBe(before);
  });

  it('catalogue import upserts a good file', async () => {
    const before = await domainCount();
    const json = JSON.stringify([
      {
        name: 'importedone.sol',
        status: 'available',
        price: '2 SOL',
        category: 'mid',
        tier: 'blueprint-tier',
        floor: '2F_TechSector',
      },
    ]);
    const response = await importCatalog(
      postJson('http://t/x', { format: 'json', content: json }, { authorization: `Bearer ${OPERATOR}` }),
      undefined,
    );
    expect(await response.json()).toEqual({
      ok: true,
      inserted: 1,
      updated: 0,
      changed: 1,
      protectedCount: 0,
      protected: [],
    });
    expect(await domainCount()).toBe(before + 1);
  });
});
