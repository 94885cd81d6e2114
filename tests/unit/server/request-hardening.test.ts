import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderInProcess } from '@/server/in-process-render.mjs';
import { PageCache } from '@/server/page-cache.mjs';
import { startWrappedServer, type WrappedServer } from './wrapped-server';

/** Plays Next.js: HTML for pages, JSON under /api/, and records the headers of every render it is asked for. */
const renderHeaders: IncomingHttpHeaders[] = [];
async function fakeNext(request: IncomingMessage, response: ServerResponse) {
  renderHeaders.push({ ...request.headers });
  if (request.method !== 'GET' && request.method !== 'HEAD') for await (const chunk of request) void chunk;
  // Next.js's answer to a method an API route does not export: a bare 405.
  if (request.url === '/api/only-get' && request.method !== 'GET') {
    response.statusCode = 405;
    response.end();
    return;
  }
  if (request.url?.startsWith('/api/')) {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ api: request.url }));
    return;
  }
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(`<html><body>page ${request.url}</body></html>`);
}

let wrapped: WrappedServer;
let server: http.Server;
let port = 0;
const cache = new PageCache();

beforeAll(async () => {
  wrapped = await startWrappedServer({ handle: fakeNext, cache });
  server = wrapped.server;
  port = wrapped.port;
});
afterAll(() => wrapped.close());
beforeEach(() => {
  cache.clear();
  renderHeaders.length = 0;
});

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

/** Writes raw bytes on one keep-alive connection and collects what comes back until it goes quiet. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let quiet: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      clearTimeout(quiet);
      quiet = setTimeout(() => socket.end(), 300);
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

describe('request smuggling through the render for the cache', () => {
  it('renders a page for the cache inside the process: one visitor, one connection, no request to itself', async () => {
    let connections = 0;
    const count = () => connections++;
    server.on('connection', count);
    try {
      const page = await fetch(url('/scavrack'), { headers: { connection: 'close' } });
      expect(page.headers.get('x-cache')).toBe('MISS');
      expect(await page.text()).toContain('page /scavrack');
    } finally {
      server.off('connection', count);
    }
    expect(connections).toBe(1);
    expect(renderHeaders).toHaveLength(1);
  });

  it('a framing header of the visitor never reaches the render, and the kept page stays the page', async () => {
    const smuggled = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';
    const crafted =
      `GET /directory HTTP/1.1\r\nHost: x\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}` +
      'GET /directory HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    await rawExchange(crafted);

    expect(renderHeaders.length).toBeGreaterThan(0);
    expect(renderHeaders.every((headers) => headers['content-length'] === undefined)).toBe(true);
    expect(renderHeaders.every((headers) => headers['transfer-encoding'] === undefined)).toBe(true);

    const page = await fetch(url('/directory'));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('page /directory');
  });

  it('abandons a render that never finishes: the response is closed and the render rejects', async () => {
    let closed = false;
    const hanging = (_request: IncomingMessage, response: ServerResponse) => {
      response.on('close', () => (closed = true));
      return new Promise<void>(() => undefined);
    };
    const request = { url: '/directory', headers: { host: 'shop' } } as unknown as IncomingMessage;
    await expect(renderInProcess({ handle: hanging, request, timeoutMs: 50 })).rejects.toThrow(
      'the page took too long to render',
    );
    expect(closed).toBe(true);
  });

  it('forwards only the headers a render varies on', async () => {
    let forwarded: IncomingHttpHeaders = {};
    const recording = (request: IncomingMessage, response: ServerResponse) => {
      forwarded = { ...request.headers };
      response.end('ok');
    };
    const headers = {
      host: 'shop',
      'user-agent': 'ua',
      rsc: '1',
      'content-length': '37',
      'transfer-encoding': 'chunked',
      cookie: 'rv_session=x',
      expect: '100-continue',
    };
    const request = { url: '/directory', headers } as unknown as IncomingMessage;
    await renderInProcess({ handle: recording, request });
    expect(forwarded).toEqual({ host: 'shop', 'user-agent': 'ua', rsc: '1', 'accept-encoding': 'identity' });
  });
});

describe('hostile requests get a 4xx, never a 500', () => {
  it('a path with broken %-encoding is a 400', async () => {
    for (const path of ['/domains/%E0%A4%A', '/wiki/%E0%A4%A', '/%']) {
      const answer = await rawExchange(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    }
  });

  it('a client navigation whose router state header cannot be read is a 400; a readable one is rendered', async () => {
    for (const state of ['%E0%A4%A', encodeURIComponent('[""]'), '[]']) {
      const answer = await fetch(url('/domains'), { headers: { rsc: '1', 'next-router-state-tree': state } });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This navigation request is not valid.');
    }
    expect(renderHeaders).toHaveLength(0);
    const tree = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }]));
    const page = await fetch(url('/domains'), { headers: { rsc: '1', 'next-router-state-tree': tree } });
    expect(page.status).toBe(200);
  });

  it('a file is sent whole: its range and precondition headers never reach Next.js (which answers them with a 500)', async () => {
    const headers = { range: 'bytes=99999-', 'if-range': '"x"', 'if-match': '"nope"', 'if-unmodified-since': 'x' };
    const answer = await fetch(url('/images/logo.svg'), { headers });
    expect(answer.status).toBe(200);
    const seen = renderHeaders.at(-1)!;
    for (const name of Object.keys(headers)) expect(seen[name]).toBeUndefined();
  });

  it('TRACE is a 405', async () => {
    const answer = await rawExchange('TRACE /directory HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(renderHeaders).toHaveLength(0);
  });

  it("under /api/ a broken address is refused in the API's error shape", async () => {
    const answer = await fetch(url('/api/domains/%E0%A4%A'));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ error: { code: 'bad_request', message: 'This address is not valid.' } });
  });

  it("a method an API route does not answer is a 405 with the API's message", async () => {
    const answer = await fetch(url('/api/only-get'), { method: 'PUT', body: '{}' });
    expect(answer.status).toBe(405);
    expect(await answer.json()).toEqual({
      error: { code: 'method_not_allowed', message: 'This API does not answer that method.' },
    });
    expect((await fetch(url('/api/only-get'))).status).toBe(200);
  });

  it('a page is read (GET, HEAD) or sent an action (POST): other methods are a 405, OPTIONS says which', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await fetch(url('/domains'), { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(await answer.text()).toContain('This page can only be read');
    }
    const options = await fetch(url('/domains'), { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(options.headers.get('content-security-policy')).toBeTruthy();
    expect(renderHeaders).toHaveLength(0);
  });

  it("a request Node's parser refuses gets a 400 (or 431) with the hardening headers and a reason", async () => {
    const malformed = await rawExchange('GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(malformed).toMatch(/X-Content-Type-Options: nosniff/i);
    expect(malformed).toMatch(/Content-Security-Policy: /i);
    expect(malformed).toContain('This request is not valid HTTP.');
    const badLength = await rawExchange('POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}');
    expect(badLength).toMatch(/^HTTP\/1\.1 400 /);
    const huge = await rawExchange(`GET /domains?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain("The request's headers are too large.");
    expect(renderHeaders).toHaveLength(0);
  });

  it('anything but GET or HEAD on a static file is a 405 naming what is allowed', async () => {
    const answer = await fetch(url('/images/logo.svg'), { method: 'POST', body: 'x' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('HEAD and conditional requests on cached pages', () => {
  it('HEAD is answered from the cache like GET, without a body', async () => {
    await fetch(url('/directory'));
    const head = await fetch(url('/directory'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
  });

  it('a cached page carries an ETag, and If-None-Match with it gets a 304', async () => {
    const first = await fetch(url('/directory'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(url('/directory'), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const other = await fetch(url('/directory'), { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
  });
});
