import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handler, json, readJson, readNoBody } from '@/lib/api/handler';
import { startWrappedServer, type WrappedServer } from './wrapped-server';

/**
 * Plays Next.js as it runs a route handler: the Node request becomes a web Request whose body streams from it
 * (NextRequestAdapter), and the real handlers of lib/api/handler.ts answer.
 */
const routes: Record<string, (request: Request, context: unknown) => Promise<Response>> = {
  '/api/small': handler(async (request) => json(await readJson(request, z.object({}).strict(), { maxBytes: 1024 }))),
  '/api/no-body': handler(async (request) => {
    await readNoBody(request);
    return json({ ok: true });
  }),
  // A consumer that gives up by cancelling the stream: that destroys the Node request.
  '/api/cancels': async (request) => {
    const reader = request.body!.getReader();
    await reader.read();
    await reader.cancel();
    return json({ error: { code: 'payload_too_large', message: 'cancelled' } }, { status: 413 });
  },
};
let handled = 0;
async function playNext(request: IncomingMessage, response: ServerResponse) {
  handled++;
  const path = request.url ?? '/';
  const route = routes[path];
  if (!route) {
    response.setHeader('content-type', 'text/plain');
    response.end(`page ${path}`);
    return;
  }
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : (request as unknown as BodyInit);
  const headers = new Headers(request.headers as Record<string, string>);
  const init = { method: request.method, headers, body, duplex: 'half' } as RequestInit;
  const answer = await route(new Request(`http://127.0.0.1${path}`, init), undefined);
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

let wrapped: WrappedServer;
beforeAll(async () => {
  wrapped = await startWrappedServer({ handle: playNext });
});
afterAll(() => wrapped.close());

interface Exchange {
  answers: { status: number; headers: string; body: string }[];
  /** How the connection ended: 'end' (a clean close) or the socket error's code (ECONNRESET). */
  ended: string;
}

/** Sends `parts` on one connection (each after the last is written) and reads until the server closes it. */
function exchange(parts: (string | Buffer)[]): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(wrapped.port, '127.0.0.1');
    let raw = '';
    const done = (ended: string) => {
      const answers = raw
        .split(/(?=HTTP\/1\.1 \d{3})/)
        .filter(Boolean)
        .map((text) => {
          const [head, ...rest] = text.split('\r\n\r\n');
          const status = Number(head.slice(9, 12));
          const chunked = /transfer-encoding: chunked/i.test(head);
          const payload = rest.join('\r\n\r\n');
          const body = chunked ? payload.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '') : payload;
          return { status, headers: head, body };
        });
      resolve({ answers, ended });
    };
    socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
    socket.on('end', () => done('end'));
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    const write = (at: number) => {
      if (at < parts.length) socket.write(parts[at], () => write(at + 1));
    };
    write(0);
  });
}

const KB = 1024;
const post = (path: string, size: number, type = 'application/json') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${size}\r\n\r\n${'x'.repeat(size)}`;
const thenClose = 'GET /after HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';

describe('a body over its limit ends cleanly: a 413 (or 400), the rest read and dropped, never a reset', () => {
  it('a Content-Length over the route’s limit gets the API’s 413 and the connection serves the next request', async () => {
    const { answers, ended } = await exchange([post('/api/small', 256 * KB), thenClose]);
    expect(ended).toBe('end');
    expect(answers.map((answer) => answer.status)).toEqual([413, 200]);
    expect(JSON.parse(answers[0].body)).toEqual({
      error: { code: 'payload_too_large', message: 'The body is larger than 1 KB.' },
    });
    expect(answers[1].body).toBe('page /after');
  });

  it('POST /api/auth/logout’s kind of route (no body) refuses 256 KB with a 400 and keeps the connection', async () => {
    const { answers, ended } = await exchange([post('/api/no-body', 256 * KB), thenClose]);
    expect(ended).toBe('end');
    expect(answers.map((answer) => answer.status)).toEqual([400, 200]);
    expect(JSON.parse(answers[0].body).error.message).toBe('This endpoint takes no body.');
  });

  it('a chunked body with no Content-Length that grows past the limit: 413, drained, the next request answered', async () => {
    const head =
      'POST /api/small HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunk = `${(16 * KB).toString(16)}\r\n${'x'.repeat(16 * KB)}\r\n`;
    const { answers, ended } = await exchange([
      head,
      ...Array.from({ length: 16 }, () => chunk),
      '0\r\n\r\n',
      thenClose,
    ]);
    expect(ended).toBe('end');
    expect(answers.map((answer) => answer.status)).toEqual([413, 200]);
  });

  it('a handler that cancels the body stream (destroying the request) does not reset the connection', async () => {
    const { answers, ended } = await exchange([post('/api/cancels', 256 * KB), thenClose]);
    expect(ended).toBe('end');
    expect(answers.map((answer) => answer.status)).toEqual([413, 200]);
  });

  it('a Content-Length over what any route reads (16 MB) is refused before the app reads a byte', async () => {
    const before = handled;
    const { answers } = await exchange([
      `POST /api/small HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${17 * 1024 * 1024}\r\n\r\n`,
    ]);
    expect(answers).toHaveLength(1);
    expect(answers[0].status).toBe(413);
    expect(answers[0].headers).toMatch(/connection: close/i);
    expect(JSON.parse(answers[0].body)).toEqual({
      error: { code: 'payload_too_large', message: 'The body is larger than 16 MB.' },
    });
    expect(handled).toBe(before);
  });
});
