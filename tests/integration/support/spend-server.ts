/**
 * A stand-in for the app server in its own process (run with `tsx --conditions=react-server`): it opens the
 * DATA_DIR database through the app's lib/db (data-dir lock, migrations, seed) and serves the app's own route
 * handlers over HTTP, with the server's start (lib/server/start.ts: the payment sweep when SELLER_WALLET is set). An
 * answer is written only once the handler has resolved, i.e. after its transaction committed — the same contract as
 * `next start`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET as nonceRoute } from '@/app/api/auth/nonce/route';
import { POST as verifyRoute } from '@/app/api/auth/verify/route';
import { POST as dayPassRoute } from '@/app/api/day-pass/route';
import { POST as offersRoute } from '@/app/api/offers/route';
import { POST as operatorOffersRoute } from '@/app/api/operator/offers/route';
import { POST as operatorOrdersRoute } from '@/app/api/operator/orders/route';
import { POST as grantRoute } from '@/app/api/operator/tickets/grant/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { POST as createOrderRoute } from '@/app/api/orders/route';
import { getDatabase } from '@/lib/db';
import { startServer } from '@/lib/server/start';

type Route = (request: Request, context: undefined) => Promise<Response>;
const routes: Record<string, Route> = {
  'GET /api/auth/nonce': nonceRoute,
  'POST /api/auth/verify': verifyRoute,
  'POST /api/operator/tickets/grant': grantRoute,
  'POST /api/day-pass': dayPassRoute,
  'POST /api/orders': createOrderRoute,
  'POST /api/operator/orders': operatorOrdersRoute,
  'POST /api/offers': offersRoute,
  'POST /api/operator/offers': operatorOffersRoute,
};

/** GET /api/orders/{id}: the one route here with a parameter. */
function paramRoute(method: string | undefined, url: string): Route | undefined {
  const id = /^\/api\/orders\/([0-9a-f-]{36})$/.exec(url)?.[1];
  if (method !== 'GET' || !id) return undefined;
  return (request) => orderRoute(request, { params: Promise.resolve({ id }) });
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toHeaders(request: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

async function serve(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const route = routes[`${request.method} ${request.url}`] ?? paramRoute(request.method, request.url ?? '');
  if (!route) return void response.writeHead(404).end();
  const body = await readBody(request);
  const answer = await route(
    new Request(`http://localhost:3000${request.url}`, {
      method: request.method,
      headers: toHeaders(request),
      body: request.method === 'GET' ? undefined : new Uint8Array(body),
    }),
    undefined,
  );
  const text = await answer.text();
  response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(text);
}

try {
  // As `npm start` does: the environment checked, the database opened, and with a seller wallet the payment sweep on.
  await startServer();
  const database = await getDatabase();
  const server = http.createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('[spend-server]', error);
      if (!response.headersSent) response.writeHead(599);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('SIGTERM', () => {
    server.close();
    database.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  process.stdout.write(`listening on ${(server.address() as AddressInfo).port}\n`);
} catch (error) {
  process.stderr.write(
    `cannot start: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error}\n`,
  );
  process.exit(1);
}
