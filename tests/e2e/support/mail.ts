import { expect } from '@playwright/test';
import { stubURL } from '../../../playwright.config';

/** A mail the e2e mall sent, as the SMTP stand-in received it (tests/e2e/support/stub-services.mjs). */
export interface Mail {
  to: string[];
  subject: string;
  /** The text, quoted-printable undone, lines joined by \n. */
  body: string;
  /** The headers, each on one line. */
  headers: string;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function parse({ to, raw }: { to: string[]; raw: string }): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const encoded = raw.slice(split + 4);
  const body = /^content-transfer-encoding:\s*quoted-printable/im.test(headers)
    ? decodeQuotedPrintable(encoded)
    : encoded;
  return { to, subject: /^subject: (.*)$/im.exec(headers)?.[1] ?? '', body: body.replace(/\r\n/g, '\n'), headers };
}

/** Every mail sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${stubURL}/mail?to=${encodeURIComponent(address)}`);
  const { mails } = (await response.json()) as { mails: { to: string[]; raw: string }[] };
  return mails.map(parse);
}

/** The one mail to `address` with `subject`, once it arrived (the outbox sends it within a few seconds). */
export async function mailTo(address: string, subject: string): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => mail.subject === subject);
        return found.length;
      },
      { message: `a mail to ${address}: ${subject}`, timeout: 20_000 },
    )
    .toBe(1);
  return found[0]!;
}
