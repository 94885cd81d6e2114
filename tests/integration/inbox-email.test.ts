import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE as emailDelete, GET as emailGet, PUT as emailPut } from '@/app/api/inbox/email/route';
import { POST as verifyRoute } from '@/app/api/inbox/email/verify/route';
import { POST as unsubscribeRoute } from '@/app/api/inbox/unsubscribe/route';
import { insertOrder, transitionOrder } from '@/lib/commerce/orders/transitions';
import { outboxHandlers } from '@/lib/commerce/outbox/handlers';
import { runOutbox } from '@/lib/commerce/outbox/worker';
import { outboxJobs } from '@/lib/db/schema';
import { verifyEmail } from '@/lib/inbox/email-address';
import { inboxWriteLimiter } from '@/lib/inbox/inbox';
import { EMAIL_LINK_INVALID, EMAIL_OFF, EMAIL_VERIFY_HOURS } from '@/lib/rules/inbox';
import { outboxBackoffMs } from '@/lib/rules/outbox';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, walletCookie } from './support/selling-mall';
import { freshIp, testWallet } from './support/test-wallet';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in process: what arrives is kept, whole, for the test to read. */
async function startSmtp() {
  const received: Received[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refusing) return done(new Error('mailbox unavailable'));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on: boolean) => (refusing = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail's body with quoted-printable soft breaks undone. */
const body = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const linkIn = (raw: string, path: string) => {
  const match = body(raw).match(new RegExp(`http://localhost:3000${path}\\?token=([^\\s]+)`));
  if (!match) throw new Error(`no ${path} link in:\n${raw}`);
  return decodeURIComponent(match[1]!);
};

const T0 = new Date('2026-11-28T10:00:00Z');
const request = (path: string, method: string, cookie?: string, json?: unknown) =>
  new Request(`http://localhost:3000${path}`, {
    method,
    headers: {
      'x-forwarded-for': freshIp(),
      ...(cookie ? { cookie } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

describe.each(testEngines)('inbox e-mail through a real SMTP server on $name', (engine) => {
  const database = useTestDatabase(engine);
  const db = () => database().db;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    configure({ SMTP_URL: smtp.url, OPERATOR_EMAIL: 'ops@mall.example' });
  });
  afterAll(async () => {
    configure({ SMTP_URL: undefined, OPERATOR_EMAIL: undefined });
    await smtp.close();
  });
  beforeEach(() => inboxWriteLimiter.reset());

  let orders = 0;
  async function paidOrder(buyer: string, now = T0) {
    const name = `mailtest${++orders}.sol`;
    await db().transaction(async (tx) => {
      const order = await insertOrder(tx, {
        id: randomUUID(),
        cluster: 'devnet',
        domainSlug: name.replace('.sol', ''),
        domainName: name,
        amountLamports: 2_000_000_000n,
        recipient: 'Se11er1111111111111111111111111111111111111',
        reference: randomUUID(),
        expiresAt: new Date(now.getTime() + 900_000),
        createdAt: now,
        updatedAt: now,
      });
      await transitionOrder(tx, { orderId: order.id, from: ['awaiting_payment'], to: 'paid', set: { buyer }, now });
    });
    return name;
  }

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

  it('verifies an address by a mailed link, mails a notification with a working unsubscribe link, masks the address', async () => {
    const wallet = testWallet().address;
    const cookie = await walletCookie(wallet);
    const set = await emailPut(request('/api/inbox/email', 'PUT', cookie, { email: 'Ana@Example.com' }), undefined);
    expect(await set.json()).toEqual({ enabled: true, email: 'a•••@e•••.com', state: 'pending' });
    // Nothing is sent in the request: the outbox sends it.
    expect(mailsTo('ana@example.com')).toEqual([]);
    await runOutbox(outboxHandlers);
    const [verification] = mailsTo('ana@example.com');
    expect(verification!.raw).toMatch(/Subject: Verify your e-mail for Retailverse/);
    const token = linkIn(verification!.raw, '/inbox/verify');

    // Until verified, a notification is not mailed.
    await paidOrder(wallet);
    await runOutbox(outboxHandlers);
    expect(mailsTo('ana@example.com')).toHaveLength(1);

    const late = await verifyRoute(
      request('/api/inbox/email/verify', 'POST', undefined, { token: `${token}x` }),
      undefined,
    );
    expect(late.status).toBe(404);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(EMAIL_LINK_INVALID);
    const verified = await verifyRoute(request('/api/inbox/email/verify', 'POST', undefined, { token }), undefined);
    expect(verified.status).toBe(200);
    expect(await (await emailGet(request('/api/inbox/email', 'GET', cookie), undefined)).json()).toEqual({
      enabled: true,
      email: 'a•••@e•••.com',
      state: 'verified',
    });

    const name = await paidOrder(wallet);
    await runOutbox(outboxHandlers);
    const notice = mailsTo('ana@example.com').at(-1)!;
    expect(notice.raw).toContain(`Subject: Payment received: ${name} is yours (2 SOL)`);
    expect(notice.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const unsubscribeToken = linkIn(notice.raw, '/inbox/unsubscribe');

    // One POST with the link's token, no session.
    const forged = await unsubscribeRoute(
      request(`/api/inbox/unsubscribe?token=${encodeURIComponent(unsubscribeToken.slice(0, -2))}`, 'POST'),
      undefined,
    );
    expect(forged.status).toBe(404);
    const off = await unsubscribeRoute(
      request(`/api/inbox/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, 'POST'),
      undefined,
    );
    expect(off.status).toBe(200);
    const sent = mailsTo('ana@example.com').length;
    await paidOrder(wallet);
    await runOutbox(outboxHandlers);
    expect(mailsTo('ana@example.com')).toHaveLength(sent);
    expect(
      ((await (await emailGet(request('/api/inbox/email', 'GET', cookie), undefined)).json()) as { state: string })
        .state,
    ).toBe('unsubscribed');

    // The operator address hears of each new order, and its mail has its own unsubscribe link.
    const operatorMail = mailsTo('ops@mall.example').find((mail) => mail.raw.includes(`New order: ${name}`));
    expect(operatorMail).toBeDefined();
    expect(linkIn(operatorMail!.raw, '/inbox/unsubscribe')).not.toBe(unsubscribeToken);
  });

  it('a link expires; a new address needs its own; removing it stops mail', async () => {
    const wallet = testWallet().address;
    const cookie = await walletCookie(wallet);
    await emailPut(request('/api/inbox/email', 'PUT', cookie, { email: 'old@example.com' }), undefined);
    await runOutbox(outboxHandlers);
    const oldToken = linkIn(mailsTo('old@example.com')[0]!.raw, '/inbox/verify');
    await emailPut(request('/api/inbox/email', 'PUT', cookie, { email: 'new@example.com' }), undefined);
    await runOutbox(outboxHandlers);
    const verify = (token: string) =>
      verifyRoute(request('/api/inbox/email/verify', 'POST', undefined, { token }), undefined);
    expect((await verify(oldToken)).status).toBe(404);
    const newToken = linkIn(mailsTo('new@example.com')[0]!.raw, '/inbox/verify');
    expect(await verifyEmail(newToken, new Date(Date.now() + (EMAIL_VERIFY_HOURS + 1) * 3_600_000))).toBe(false);
    expect((await verify(newToken)).status).toBe(200);
    // Used once.
    expect((await verify(newToken)).status).toBe(404);
    const bad = await emailPut(request('/api/inbox/email', 'PUT', cookie, { email: 'not an address' }), undefined);
    expect(bad.status).toBe(400);
    const removed = await emailDelete(request('/api/inbox/email', 'DELETE', cookie), undefined);
    expect(await removed.json()).toEqual({ enabled: true, email: null, state: 'none' });
    expect((await emailGet(request('/api/inbox/email', 'GET'), undefined)).status).toBe(401);
  });

  it('a refused mail is tried again with the outbox backoff; with SMTP off the API and the settings say so', async () => {
    const wallet = testWallet().address;
    const cookie = await walletCookie(wallet);
    await emailPut(request('/api/inbox/email', 'PUT', cookie, { email: 'retry@example.com' }), undefined);
    smtp.refuse(true);
    const now = new Date();
    await runOutbox(outboxHandlers, { now });
    const [job] = await db()
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.kind, 'email.verify'))
      .then((jobs) => jobs.filter((j) => (j.payload as { wallet: string }).wallet === wallet));
    expect(job!.state).toBe('pending');
    expect(job!.attempts).toBe(1);
    expect(job!.nextAttemptAt.getTime()).toBe(now.getTime() + outboxBackoffMs(1));
    smtp.refuse(false);
    await runOutbox(outboxHandlers, { now: new Date(now.getTime() + outboxBackoffMs(1)) });
    expect(mailsTo('retry@example.com')).toHaveLength(1);

    configure({ SMTP_URL: undefined });
    try {
      const off = await emailPut(request('/api/inbox/email', 'PUT', cookie, { email: 'x@example.com' }), undefined);
      expect(off.status).toBe(409);
      expect(((await off.json()) as { error: { message: string } }).error.message).toBe(EMAIL_OFF);
      expect(
        ((await (await emailGet(request('/api/inbox/email', 'GET', cookie), undefined)).json()) as { enabled: boolean })
          .enabled,
      ).toBe(false);
    } finally {
      configure({ SMTP_URL: smtp.url });
    }
  });
});
