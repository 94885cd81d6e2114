import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as submit } from '@/app/api/upgrade-requests/route';
import { upgradeRequestLimiter } from '@/lib/commerce/limits';
import { upgradeRequests } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const post = (body: unknown) =>
  submit(
    new Request('http://t/api/upgrade-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('POST /api/upgrade-requests on $name', (engine) => {
  const database = useTestDatabase(engine);
  beforeEach(async () => {
    upgradeRequestLimiter.reset();
    await database().db.delete(upgradeRequests);
  });

  it('stores a deployment request; the description is optional', async () => {
    expect((await post({ domain: ' rigbuilder.sol ', description: 'A landing page' })).status).toBe(201);
    expect((await post({ domain: 'dustwallet.sol' })).status).toBe(201);
    const rows = await database().db.select().from(upgradeRequests).orderBy(upgradeRequests.id);
    expect(rows.map(({ kind, domain, description }) => ({ kind, domain, description }))).toEqual([
      { kind: 'deployment', domain: 'rigbuilder.sol', description: 'A landing page' },
      { kind: 'deployment', domain: 'dustwallet.sol', description: null },
    ]);
  });

  it("a blank domain is a 400 'Please enter your domain name' and stores nothing", async () => {
    for (const body of [
      { domain: '   ' },
      { description: 'x' },
      { domain: 'a'.repeat(101) },
      { domain: 'ok.sol', extra: 1 },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
    }
    const blank = await post({ domain: '  ' });
    expect((await blank.json()).error).toMatchObject({
      path: 'domain',
      message: 'domain: Please enter your domain name',
    });
    expect(await database().db.select({ n: count() }).from(upgradeRequests)).toEqual([{ n: 0 }]);
  });
});
