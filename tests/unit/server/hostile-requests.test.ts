import fs from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip.mjs';
import { buildHasServerActions } from '@/server/server-actions.mjs';
import { CROSS_SITE_REFUSED } from '@/lib/http/same-origin.mjs';
import { startWrappedServer, type WrappedServer } from './wrapped-server';

const SITE = 'https://mall.example';
const seen: IncomingHttpHeaders[] = [];
async function fakeNext(request: IncomingMessage, response: ServerResponse) {
  seen.push({ ...request.headers });
  for await (const chunk of request) void chunk;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(`<html><body>page ${request.url}</body></html>`);
}

const servers: WrappedServer[] = [];
async function serve(options: { trustedProxyList?: string; serverActions?: boolean } = {}) {
  const wrapped = await startWrappedServer({ handle: fakeNext, ttlMs: 0, siteUrl: SITE, ...options });
  servers.push(wrapped);
  return wrapped;
}
let plain: WrappedServer;
beforeAll(async () => {
  plain = await serve();
});
afterEach(() => {
  seen.length = 0;
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

/** One raw request on its own connection; the answer's status line and body. */
function raw(port: number, bytes: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => {
      const [head, ...body] = text.split('\r\n\r\n');
      resolve({ status: Number(head.slice(9, 12)), head, body: body.join('\r\n\r\n') });
    });
    socket.on('error', reject);
    socket.write(bytes);
  });
}

const multipart = (boundary: string, body: string) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
  body,
});
const wellFormed = multipart('zzz', '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zzz--\r\n');

async function postPage(base: string, headers: Record<string, string>, body = 'x') {
  const response = await fetch(`${base}/domains`, { method: 'POST', headers, body });
  return { status: response.status, text: await response.text() };
}

describe('requests any client could turn into a 500 get a 4xx with a reason', () => {
  it('`GET *` is a 400 saying * is for OPTIONS; `OPTIONS *` is a 204 naming the methods', async () => {
    const get = await raw(plain.port, 'GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(get.status).toBe(400);
    expect(get.body).toContain('400 The request target * is only for OPTIONS.\n');
    const options = await raw(plain.port, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(options.status).toBe(204);
    expect(options.head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    expect(seen).toHaveLength(0);
  });

  it('a multipart form or a Next-Action post to a page from another site is a 403', async () => {
    const fromElsewhere = { origin: 'https://evil.example' };
    const form = await postPage(
      plain.base,
      { ...fromElsewhere, 'content-type': wellFormed['content-type'] },
      wellFormed.body,
    );
    expect(form).toEqual({ status: 403, text: `403 ${CROSS_SITE_REFUSED}\n` });
    const action = await postPage(plain.base, { ...fromElsewhere, 'next-action': 'abc', 'content-type': 'text/plain' });
    expect(action).toEqual({ status: 403, text: `403 ${CROSS_SITE_REFUSED}\n` });
    // `null` (a sandboxed frame, a redirect across sites) is another site too.
    expect((await postPage(plain.base, { origin: 'null', 'next-action': 'abc' })).status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it('in a build with no server actions, a multipart post (malformed or not) or a Next-Action post to a page is a 400', async () => {
    const malformed = multipart('zzz', 'not a multipart body');
    expect(await postPage(plain.base, { 'content-type': malformed['content-type'] }, malformed.body)).toEqual({
      status: 400,
      text: '400 This page takes no posted forms or server actions.\n',
    });
    expect((await postPage(plain.base, { 'content-type': wellFormed['content-type'] }, wellFormed.body)).status).toBe(
      400,
    );
    expect(
      (await postPage(plain.base, { 'next-action': 'c035f15520d5b5af', 'content-type': 'text/plain' })).status,
    ).toBe(400);
    expect(seen).toHaveLength(0);
    // Same site, a plain form post: the page, as before.
    const page = await postPage(
      plain.base,
      { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      'a=b',
    );
    expect(page).toEqual({ status: 200, text: '<html><body>page /domains</body></html>' });
  });

  it('in a build with server actions, a same-site action post reaches Next.js', async () => {
    const withActions = await serve({ serverActions: true });
    const answer = await postPage(withActions.base, {
      origin: SITE,
      'next-action': 'abc',
      'content-type': 'text/plain',
    });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('knows a build’s server actions from its manifest: Next’s `use cache` functions are not actions', () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retailverse-actions-'));
    try {
      expect(buildHasServerActions(distDir)).toBe(false);
      fs.mkdirSync(path.join(distDir, 'server'));
      const write = (node: Record<string, { exportedName: string }>) =>
        fs.writeFileSync(
          path.join(distDir, 'server', 'server-reference-manifest.json'),
          JSON.stringify({ node, edge: {} }),
        );
      write({ a1: { exportedName: '$$RSC_SERVER_CACHE_0' }, b2: { exportedName: '$$RSC_SERVER_CACHE_1' } });
      expect(buildHasServerActions(distDir)).toBe(false);
      write({ a1: { exportedName: '$$RSC_SERVER_CACHE_0' }, c3: { exportedName: 'subscribe' } });
      expect(buildHasServerActions(distDir)).toBe(true);
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('forwarding headers are believed from the proxies in TRUSTED_PROXIES only', () => {
  const forwarded = {
    'x-forwarded-for': '198.51.100.7',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    'x-forwarded-port': '80',
    forwarded: 'for=198.51.100.7;host=evil.example',
  };

  it('from a peer not in the list (loopback included), they are dropped and the peer is the client', async () => {
    await fetch(`${plain.base}/guide`, { headers: forwarded });
    expect(seen).toHaveLength(1);
    for (const name of Object.keys(forwarded)) expect(seen[0][name], name).toBeUndefined();
    expect(seen[0][CLIENT_IP_HEADER]).toBe('127.0.0.1');
  });

  it('from a listed proxy, they reach the app and X-Forwarded-For names the client', async () => {
    const behindProxy = await serve({ trustedProxyList: '127.0.0.1' });
    await fetch(`${behindProxy.base}/guide`, { headers: forwarded });
    expect(seen[0]).toMatchObject({ 'x-forwarded-host': 'evil.example', [CLIENT_IP_HEADER]: '198.51.100.7' });
  });

  it('a client cannot make its own site the same site by claiming X-Forwarded-Host; the proxy can', async () => {
    const claim = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'next-action': 'abc' };
    expect((await postPage(plain.base, claim)).status).toBe(403);
    const behindProxy = await serve({ trustedProxyList: '127.0.0.1', serverActions: true });
    expect((await postPage(behindProxy.base, claim)).status).toBe(200);
  });
});
