import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError, createRequestHandler } from '@/server/request-handler.mjs';

type HandlerOptions = Parameters<typeof createRequestHandler>[0];

export interface WrappedServer {
  server: http.Server;
  port: number;
  base: string;
  close: () => Promise<void>;
}

/**
 * An HTTP server on a free loopback port answering through the request handler of server/, in production mode with
 * a minute of page caching unless the options say otherwise: what the tests of the wrapper drive.
 */
export async function startWrappedServer(
  options: Pick<HandlerOptions, 'handle'> & Partial<HandlerOptions>,
): Promise<WrappedServer> {
  const server = http.createServer();
  const onRequest = createRequestHandler({
    production: true,
    ttlMs: 60_000,
    upgradeInsecureRequests: false,
    ...options,
  });
  server.on('request', (request, response) => void onRequest(request, response));
  server.on('clientError', (error, socket) => answerClientError(error, socket, { production: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
