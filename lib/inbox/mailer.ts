import 'server-only';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { getDb } from '../db';
import { notifications } from '../db/schema';
import { env } from '../env';
import type { OutboxJob } from '../commerce/outbox/jobs';
import { EMAIL_VERIFY_HOURS, notificationHref, notificationTitle, type NotificationKind } from '../rules/inbox';
import { issueVerifyToken, mailAddressOf, unsubscribeToken } from './email-address';

interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** Sends one mail through SMTP_URL (nodemailer); throws when the server refuses it, so the outbox tries again. */
async function send(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, OUTBOUND_TIMEOUT_MS } = env();
  const transport = nodemailer.createTransport({
    url: SMTP_URL,
    connectionTimeout: OUTBOUND_TIMEOUT_MS,
    greetingTimeout: OUTBOUND_TIMEOUT_MS,
    socketTimeout: OUTBOUND_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: MAIL_FROM, ...mail });
  } finally {
    transport.close();
  }
}

const siteUrl = (path: string) => new URL(path, env().SITE_URL).toString();

/** Outbox `email.verify`: the link that verifies a wallet's new address (docs/product.md "E-mail"). */
async function sendVerification(job: OutboxJob, now: Date): Promise<void> {
  if (!env().SMTP_URL) return;
  const { wallet, requestId } = job.payload as { wallet?: string; requestId?: string };
  if (!wallet || !requestId) return;
  const issued = await issueVerifyToken(wallet, requestId, now);
  if (!issued) return;
  const link = siteUrl(`/inbox/verify?token=${encodeURIComponent(issued.token)}`);
  await send({
    to: issued.email,
    subject: 'Verify your e-mail for Retailverse',
    text:
      `Open this link to get your Retailverse inbox by e-mail (it works for ${EMAIL_VERIFY_HOURS} hours):\n\n${link}\n\n` +
      'If you did not ask for this, ignore this message: nothing will be sent to you.\n',
  });
}

/** Outbox `email.notify`: one inbox message, to the inbox's verified address, with its unsubscribe link. */
async function sendNotification(job: OutboxJob): Promise<void> {
  const { notificationId } = job.payload as { notificationId?: number };
  if (typeof notificationId !== 'number') return;
  const db = await getDb();
  const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row) return;
  const to = await mailAddressOf(db, row.inbox);
  if (!to) return;
  const facts = { ...row, kind: row.kind as NotificationKind, detail: row.detail as Record<string, unknown> };
  const href = notificationHref(facts);
  const token = encodeURIComponent(unsubscribeToken(row.inbox, to));
  const unsubscribePage = siteUrl(`/inbox/unsubscribe?token=${token}`);
  const title = notificationTitle(facts);
  await send({
    to,
    subject: title,
    text:
      `${title}\n\n${href ? `${siteUrl(href)}\n\n` : ''}Your inbox: ${siteUrl('/inbox')}\n\n` +
      `Unsubscribe from these e-mails: ${unsubscribePage}\n`,
    headers: {
      'List-Unsubscribe': `<${siteUrl(`/api/inbox/unsubscribe?token=${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/** The outbox's e-mail kinds: both call the SMTP server and may be repeated after a crash (one more mail, at worst). */
export const emailHandlers = {
  'email.verify': { outside: sendVerification },
  'email.notify': { outside: (job: OutboxJob) => sendNotification(job) },
};
