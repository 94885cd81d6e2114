import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as sendMessage } from '@/app/api/contact/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { contactMessages } from '@/lib/db/schema';
import { testEngines, useTestDatabase } from './support/databases';

const post = (body: unknown) =>
  sendMessage(
    new Request('http://t/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('contact messages on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const stored = async () => (await database().db.select({ n: count() }).from(contactMessages))[0].n;
  beforeEach(() => resetRateLimits());

  it('stores a message', async () => {
    const response = await post({
      name: ' Rook ',
      email: 'ROOK@example.com',
      subject: 'Bulk buy',
      message: 'Ten names, one wallet.',
    });
    expect(response.status).toBe(201);
    const rows = await database().db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Rook',
        email: 'rook@example.com',
        subject: 'Bulk buy',
        message: 'Ten names, one wallet.',
      }),
    ]);
  });

  it.each([
    ['no e-mail', { message: 'hi' }, 'email'],
    ['a bad e-mail', { email: 'rook.example.com', message: 'hi' }, 'email'],
    ['no message', { email: 'a@example.com' }, 'message'],
    ['a blank message', { email: 'a@example.com', message: ' \n ' }, 'message'],
    ['a message too long', { email: 'a@example.com', message: 'x'.repeat(5001) }, 'message'],
    ['an unknown field', { email: 'a@example.com', message: 'hi', admin: true }, ''],
  ])('refuses %s with a 400 and writes nothing', async (_, body, path) => {
    const before = await stored();
    const response = await post(body);
    expect(response.status).toBe(400);
    if (path) expect((await response.json()).error.path).toBe(path);
    expect(await stored()).toBe(before);
  });
});
