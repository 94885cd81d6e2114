import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as submit } from '@/app/api/submissions/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { submissions } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const post = (body: unknown) =>
  submit(
    new Request('http://t/api/submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('submissions on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const stored = async () => (await database().db.select({ n: count() }).from(submissions))[0].n;
  beforeEach(() => resetRateLimits());

  it('stores a domain submission with its name normalised, and an article idea as typed', async () => {
    expect(
      (await post({ kind: 'domain', email: 'Scout@Example.com', title: ' NeonAlley.SOL ', details: 'cheap' })).status,
    ).toBe(201);
    expect(
      (
        await post({
          kind: 'article',
          name: 'Ana',
          email: 'ana@example.com',
          title: 'Why scav names pump',
          details: '',
        })
      ).status,
    ).toBe(201);
    const rows = await database().db.select().from(submissions).orderBy(submissions.id);
    expect(rows.map(({ kind, name, email, title, details }) => ({ kind, name, email, title, details }))).toEqual([
      { kind: 'domain', name: null, email: 'scout@example.com', title: 'neonalley.sol', details: 'cheap' },
      { kind: 'article', name: 'Ana', email: 'ana@example.com', title: 'Why scav names pump', details: null },
    ]);
  });

  it.each([
    ['an unknown kind', { kind: 'meme', email: 'a@example.com', title: 'x' }, 'kind'],
    ['no e-mail', { kind: 'article', title: 'x' }, 'email'],
    ['a bad e-mail', { kind: 'article', email: 'a@', title: 'x' }, 'email'],
    ['a blank title', { kind: 'article', email: 'a@example.com', title: '   ' }, 'title'],
    [
      'a domain with a zero-width joiner',
      { kind: 'domain', email: 'a@example.com', title: 'jpeg\u200ddealer' },
      'title',
    ],
    [
      'a domain with a Cyrillic look-alike',
      { kind: 'domain', email: 'a@example.com', title: 'jpegde\u0430ler' },
      'title',
    ],
    ['details too long', { kind: 'article', email: 'a@example.com', title: 'x', details: 'x'.repeat(2001) }, 'details'],
  ])('refuses %s with a 400 naming the field and writes nothing', async (_, body, path) => {
    const before = await stored();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.path).toBe(path);
    expect(await stored()).toBe(before);
  });

  it('limits one address to 10 forms a minute (429 with Retry-After)', async () => {
    const body = { kind: 'article', email: 'spam@example.com', title: 'again' };
    for (let i = 0; i < 10; i++) expect((await post(body)).status).toBe(201);
    const limited = await post(body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
