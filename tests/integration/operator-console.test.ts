import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATCH as editRoute } from '@/app/api/operator/catalog/domains/[name]/route';
import { GET as catalogExportRoute } from '@/app/api/operator/catalog/export/route';
import { POST as exportRoute } from '@/app/api/operator/export/route';
import { POST as pollEditorRoute } from '@/app/api/operator/poll/route';
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { CROSS_SITE_REFUSED } from '@/lib/http/same-origin.mjs';
import { SIGN_IN_REQUIRED } from '@/lib/auth';
import { readAuditLog, recordOperatorAction } from '@/lib/auth/audit-log';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName } from '@/lib/auth/operator-session';
import { readDomain } from '@/lib/catalog';
import { parseCatalogFile } from '@/lib/catalog/import-file';
import { countTable, readTablePage } from '@/lib/community/export';
import { catalogTagVersions, catalogVersion, domains, operatorAuditLog, waitlistEntries } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { testEngines, useTestDatabase } from './support/databases';
import { call, operator, SITE, TOKEN } from './support/operator-console';
import { signIn, testWallet } from './support/test-wallet';

const edit = (name: string, headers: Record<string, string>, body: unknown) =>
  editRoute(call(`/api/operator/catalog/domains/${name}`, 'PATCH', headers, body), {
    params: Promise.resolve({ name }),
  });

describe.each(testEngines)('operator console on $name', (engine) => {
  const database = useTestDatabase(engine);
  let operatorCookie: string;
  let strangerCookie: string;
  beforeAll(async () => {
    operatorCookie = await signIn(operator);
    strangerCookie = await signIn(testWallet());
  });
  beforeEach(() => resetRateLimits());

  describe('the operator-session guard', () => {
    const exportWaitlist = (headers: Record<string, string>) =>
      exportRoute(call('/api/operator/export', 'POST', headers, { table: 'waitlist' }), undefined);

    it('lets in an operator wallet signed in, and the token', async () => {
      expect((await exportWaitlist({ cookie: operatorCookie })).status).toBe(200);
      expect((await exportWaitlist({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    });

    it('answers 401 without a session, 403 to any other wallet, 401 to a wrong token even beside a session', async () => {
      const none = await exportWaitlist({});
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ error: { code: 'unauthorized', message: SIGN_IN_REQUIRED } });
      const stranger = await exportWaitlist({ cookie: strangerCookie });
      expect(stranger.status).toBe(403);
      expect(await stranger.json()).toEqual({
        error: { code: 'forbidden', message: 'This wallet is not an operator of this mall.' },
      });
      const wrong = await exportWaitlist({
        cookie: operatorCookie,
        authorization: `Bearer ${'x'.repeat(TOKEN.length)}`,
      });
      expect(wrong.status).toBe(401);
    });

    it('refuses a console write with no Origin that fetch metadata marks cross-site, and cross-site exports', async () => {
      const refused = { error: { code: 'forbidden', message: CROSS_SITE_REFUSED } };
      const forged = await exportWaitlist({ cookie: operatorCookie, 'sec-fetch-site': 'cross-site' });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toEqual(refused);
      const exportCatalogue = (headers: Record<string, string>) =>
        catalogExportRoute(call('/api/operator/catalog/export', 'GET', headers), undefined);
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
        string,
        string
      >[]) {
        const response = await exportCatalogue({ cookie: operatorCookie, ...headers });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.json()).toEqual(refused);
      }
      const own = await exportCatalogue({ cookie: operatorCookie, origin: SITE, 'sec-fetch-site': 'same-origin' });
      expect(own.status).toBe(200);
      await own.body?.cancel();
    });

    it('tells the wallet menu whether the wallet may open the console', async () => {
      const ask = async (cookie: string) =>
        (await sessionRoute(call('/api/auth/session', 'GET', { cookie }), undefined)).json();
      expect(await ask(operatorCookie)).toEqual({ wallet: operator.address, operator: true });
      expect((await ask(strangerCookie)).operator).toBe(false);
    });
  });

  describe('catalogue edits', () => {
    it('change the name everywhere it is read, bump the catalogue version with its tags, and are audited', async () => {
      const db = database().db;
      const [before] = await db.select().from(catalogVersion);
      const response = await edit(
        'copevendor.sol',
        { cookie: operatorCookie },
        {
          price: '6.5 SOL',
          featured: false,
          status: 'not_for_sale',
        },
      );
      expect(response.status).toBe(200);
      const { domain } = await readDomain('copevendor');
      expect(domain).toMatchObject({
        price: '6.5 SOL',
        priceLamports: '6500000000',
        featured: false,
        status: 'not_for_sale',
      });
      const [after] = await db.select().from(catalogVersion);
      expect(after!.version).toBe(before!.version + 1);
      const tags = await db.select().from(catalogTagVersions).where(eq(catalogTagVersions.version, after!.version));
      expect(tags.map((t) => t.tag).sort()).toEqual(['catalog:lists', 'domain:copevendor.sol']);
      const [entry] = await db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1);
      expect(entry).toMatchObject({
        actor: operator.address,
        action: 'catalog.edit',
        target: 'copevendor.sol',
        before: { price: '4.2 SOL', featured: true, status: 'available' },
        after: { price: '6.5 SOL', featured: false, status: 'not_for_sale' },
      });
    });

    it('edit the lore, and clear it back to the default', async () => {
      const lore = {
        slogan: 'New slogan',
        meta: 'm',
        desc: 'd',
        inspiration: 'i',
        tone: 't',
        stack: ['Next.js'],
        stats: {
          memeReadiness: 50,
          marketUsage: 'Some',
          builtWith: 'b',
          snsIndexed: true,
          walletConnect: false,
          editableInCursor: true,
        },
      };
      expect((await edit('copevendor.sol', { authorization: `Bearer ${TOKEN}` }, { lore })).status).toBe(200);
      expect((await readDomain('copevendor')).domain?.lore).toEqual(lore);
      expect((await edit('copevendor.sol', { authorization: `Bearer ${TOKEN}` }, { lore: null })).status).toBe(200);
      expect((await readDomain('copevendor')).domain?.lore).toBeNull();
      const { entries } = await readAuditLog(1, 1);
      expect(entries[0]).toMatchObject({ actor: 'token', before: { lore }, after: { lore: null } });
    });

    it('edit the vaulted flag, description, website, tags and image, and clear the website and image', async () => {
      const bearer = { authorization: `Bearer ${TOKEN}` };
      const changes = {
        vaulted: true,
        description: 'A vendor of copium, now vaulted.',
        website: 'https://copevendor.example',
        tags: ['Cursed', 'meme'],
        imageUrl: '/images/domains/copevendor.webp',
      };
      expect((await edit('copevendor.sol', bearer, changes)).status).toBe(200);
      expect((await readDomain('copevendor')).domain).toMatchObject({ ...changes, hasWebsite: true });
      expect((await edit('copevendor.sol', bearer, { website: null, imageUrl: null })).status).toBe(200);
      expect((await readDomain('copevendor')).domain).toMatchObject({
        website: null,
        hasWebsite: false,
        imageUrl: null,
      });
      const { entries } = await readAuditLog(1, 1);
      expect(entries[0]).toMatchObject({
        before: { website: 'https://copevendor.example', imageUrl: '/images/domains/copevendor.webp' },
        after: { website: null, imageUrl: null },
      });
    });

    it('refuse bad input with the field at fault and change nothing', async () => {
      const db = database().db;
      const countAudit = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(operatorAuditLog))[0]!.n;
      const audited = await countAudit();
      const cases: [string, unknown, number, string][] = [
        ['copevendor.sol', { price: 'cheap' }, 400, "price: must look like '5 SOL', 'N/A' or 'TBA'"],
        ['copevendor.sol', {}, 400, 'Change at least one field.'],
        ['copevendor.sol', { category: 'attic' }, 400, 'category: Invalid option: expected one of'],
        ['copevendor.sol', { name: 'x.sol' }, 400, 'Unrecognized key: "name"'],
        ['copevendor.sol', { website: 'ftp://x' }, 400, 'website: must be an http or https URL'],
        ['copevendor.sol', { imageUrl: 'x.png' }, 400, 'imageUrl: must be a path such as /images/domains/name.webp'],
        ['copevendor.sol', { description: 'x'.repeat(2001) }, 400, 'description: at most 2,000 characters'],
        ['no-such-name.sol', { price: '1 SOL' }, 404, 'No name no-such-name.sol in the catalogue.'],
      ];
      for (const [name, body, status, message] of cases) {
        const response = await edit(name, { cookie: operatorCookie }, body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        expect((await response.json()).error.message).toContain(message);
      }
      expect(await countAudit()).toBe(audited);
      expect((await readDomain('copevendor')).domain?.price).toBe('6.5 SOL');
    });

    it('are rate limited per operator', async () => {
      for (let i = 0; i < 60; i++)
        await operatorWriteLimiter.hit(
          actorName({ kind: 'wallet', wallet: operator.address }),
          OPERATOR_WRITES_LIMITED,
        );
      const response = await edit('copevendor.sol', { cookie: operatorCookie }, { price: '9 SOL' });
      expect(response.status).toBe(429);
      expect((await readDomain('copevendor')).domain?.price).toBe('6.5 SOL');
    });

    it('a route that reads and writes limits every request before reading its body', async () => {
      const me = actorName({ kind: 'wallet', wallet: operator.address });
      for (let i = 0; i < 600; i++) await operatorConsoleLimiter.hit(me, OPERATOR_REQUESTS_LIMITED);
      const unreadable = new Request(`${SITE}/api/operator/poll`, {
        method: 'POST',
        headers: { cookie: operatorCookie, 'content-type': 'application/json' },
        body: '{"action":',
      });
      const response = await pollEditorRoute(unreadable, undefined);
      expect(response.status).toBe(429);
      expect((await response.json()).error.message).toBe(OPERATOR_REQUESTS_LIMITED);
    });
  });

  describe('exports and lists', () => {
    it('export the catalogue as CSV in the import format: every name, valid for an import', async () => {
      const response = await catalogExportRoute(
        call('/api/operator/catalog/export', 'GET', { authorization: `Bearer ${TOKEN}` }),
        undefined,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const parsed = parseCatalogFile(await response.text(), 'csv');
      const [{ n }] = await database()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(domains);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors.slice(0, 3)));
      expect(parsed.records).toHaveLength(n);
      const copevendor = parsed.records.find((r) => r.name === 'copevendor.sol');
      const stored = (await readDomain('copevendor')).domain!;
      expect(copevendor).toMatchObject({ price: stored.price, category: stored.category, tags: stored.tags });
    });
  });

  describe('community lists', () => {
    it('page newest first with the total, and count', async () => {
      const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
      for (const email of emails) await database().db.insert(waitlistEntries).values({ email });
      expect(await countTable(database().db, 'waitlist')).toBe(3);
      const first = await readTablePage(database().db, 'waitlist', { page: 1, pageSize: 2 });
      expect(first.columns).toEqual(['id', 'email', 'source', 'created_at']);
      expect(first.total).toBe(3);
      expect(first.rows.map((r) => r.email)).toEqual(['c@example.com', 'b@example.com']);
      const second = await readTablePage(database().db, 'waitlist', { page: 2, pageSize: 2 });
      expect(second.rows.map((r) => r.email)).toEqual(['a@example.com']);
    });
  });

  describe('the audit log', () => {
    it('is append-only: the database refuses to change or remove an entry', async () => {
      const db = database().db;
      await expect(db.update(operatorAuditLog).set({ actor: 'someone else' })).rejects.toThrow();
      await expect(db.delete(operatorAuditLog)).rejects.toThrow();
      await recordOperatorAction({ actor: { kind: 'token' }, action: 'test.truncate', target: 'x' });
      const refusal = (table: string) =>
        db.execute(sql.raw(`truncate table ${table}`)).then(
          () => 'truncated',
          (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
        );
      expect(await refusal('operator_audit_log')).toBe('operator_audit_log is append-only');
      expect(await refusal('order_notes')).toBe('order_notes is append-only');
      expect(await db.$count(operatorAuditLog)).toBeGreaterThan(0);
    });

    it('pages newest first with the total', async () => {
      for (const target of ['a', 'b', 'c', 'd'])
        await recordOperatorAction({ actor: { kind: 'token' }, action: 'test.page', target });
      const all = await readAuditLog(1, 1000);
      expect(all.total).toBe(all.entries.length);
      expect(all.total).toBeGreaterThan(3);
      const second = await readAuditLog(2, 2);
      expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(2, 4).map((e) => e.id));
      expect(all.entries[0]!.id).toBeGreaterThan(all.entries[1]!.id);
    });
  });
});
