import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the stand-in for an outside service misbehaves. */
export type StubMode =
  | 'ok'
  | 'hang' // accepts the request and never answers
  | 'stall-body' // sends 200 and its headers, then never finishes the body
  | 'error-500' // 500 with an HTML page
  | 'garbage'; // 200 'application/json' that is not JSON

export interface StubService {
  /** Base URL while listening; after close(), a URL on which connections are refused. */
  url: string;
  mode: StubMode;
  okBody: unknown;
  requests: number;
  close(): Promise<void>;
}

/** A local HTTP server standing in for the minting provider, the price service or the receipt webhook. */
export async function startStubService(okBody: unknown): Promise<StubService> {
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      stub.requests++;
      if (stub.mode === 'hang') return;
      if (stub.mode === 'stall-body') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"solana":');
        return;
      }
      if (stub.mode === 'error-500') {
        response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
        return;
      }
      const body = stub.mode === 'garbage' ? '{"id": "nft-1", <html>' : JSON.stringify(stub.okBody);
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stub: StubService = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mode: 'ok',
    okBody,
    requests: 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return stub;
}

/** A URL on 127.0.0.1 where nothing listens: connections are refused. */
export async function refusedUrl(): Promise<string> {
  const stub = await startStubService(null);
  await stub.close();
  return stub.url;
}
