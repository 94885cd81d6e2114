import http from 'node:http';
import { baseURL } from '../../playwright.config';
import {
  SALE_STREAM_ADDRESS_FULL,
  SALE_STREAM_MAX_PER_ADDRESS,
  SALE_STREAM_RETRY_AFTER_SECONDS,
} from '@/lib/rules/live-sales';
import { expect, test } from './support/fixtures';

/**
 * One client takes no other visitor’s live feed (docs/architecture.md "Live sales": 10 streams a client address):
 * 1,000 streams from one address against the running server, each on its own connection as a script opens them.
 * The machine's loopback is a whole /8, so the flood comes from 127.0.4.1 while the browser visits from 127.0.0.1.
 */
const FLOOD = 1000;
const FLOODER = '127.0.4.1';

interface Opened {
  status: number;
  retryAfter?: string;
  body?: string;
  close: () => void;
}

function openStream(from: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseURL}/api/sales/stream`, { localAddress: from, agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      const close = () => request.destroy();
      if (status === 200) return resolve({ status, close });
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status, retryAfter: response.headers['retry-after'], body, close }));
    });
    request.on('error', reject);
  });
}

test('1,000 live-feed streams from one address: a few served, the rest 429, and a visitor’s feed and pages answer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const flood = await Promise.all(Array.from({ length: FLOOD }, () => openStream(FLOODER)));
  try {
    const served = flood.filter((opened) => opened.status === 200);
    const refused = flood.filter((opened) => opened.status !== 200);
    expect(served).toHaveLength(SALE_STREAM_MAX_PER_ADDRESS);
    expect(new Set(refused.map((opened) => opened.status))).toEqual(new Set([429]));
    expect(refused[0]!.retryAfter).toBe(String(SALE_STREAM_RETRY_AFTER_SECONDS));
    expect(JSON.parse(refused[0]!.body!)).toEqual({
      error: { code: 'rate_limited', message: SALE_STREAM_ADDRESS_FULL },
    });

    // Another client's stream opens while the flood holds its share.
    const other = await openStream('127.0.4.2');
    expect(other.status).toBe(200);
    other.close();

    // A visitor's pages load and their live feed connects.
    for (const path of ['/', '/marketplace', '/domains/validatorvan']) {
      const stream =
        path === '/domains/validatorvan' ? page.waitForResponse((r) => r.url().endsWith('/api/sales/stream')) : null;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      if (stream) {
        const feed = await stream;
        expect(feed.status()).toBe(200);
        expect(feed.headers()['content-type']).toBe('text/event-stream; charset=utf-8');
      }
    }
  } finally {
    for (const opened of flood) opened.close();
  }
});
