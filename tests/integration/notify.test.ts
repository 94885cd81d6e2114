import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as notifyMe } from '@/app/api/notify/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { notifyRequests } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const post = (body: unknown) =>
  notifyMe(
    new Request('http://t/api/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('notify requests on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const stored = async () => (await database().db.select({ n: count() }).from(notifyRequests))[0].n;
  beforeEach(() => resetRateLimits());

  it('stores one sign-up per e-mail and topic', async () => {
    expect((await post({ email: 'Tester@Example.com', topic: 'domain-tester' })).status).toBe(201);
    expect((await post({ email: 'tester@example.com', topic: 'domain-tester' })).status).toBe(201);
    const rows = await database().db.select().from(notifyRequests);
    expect(rows).toEqual([expect.objectContaining({ email: 'tester@example.com', topic: 'domain-tester' })]);
  });

  it.each([
    ['a bad e-mail', { email: 'tester', topic: 'domain-tester' }],
    ['an unknown topic', { email: 'a@example.com', topic: 'everything' }],
    ['no topic', { email: 'a@example.com' }],
    ['a non-object body', '"a@example.com"'],
  ])('refuses %s with a 400 and writes nothing', async (_, body) => {
    const before = await stored();
    expect((await post(body)).status).toBe(400);
    expect(await stored()).toBe(before);
  });
});
