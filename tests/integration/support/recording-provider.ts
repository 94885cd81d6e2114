import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stand-in received. */
interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export type Answer = (seen: Seen, response: http.ServerResponse) => void;

/** An answer of `status` with `body` as JSON. */
export const reply =
  (status: number, body: unknown): Answer =>
  (_seen, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

export interface RecordingProvider {
  /** Every request received, in order (tests empty it). */
  seen: Seen[];
  /** How the next requests are answered. */
  answer: Answer;
  url: string;
  close(): Promise<void>;
}

/** A local stand-in for an outside JSON API (the minting provider) that records each request; tests set its answer. */
export async function startRecordingProvider(): Promise<RecordingProvider> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const record = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
      };
      provider.seen.push(record);
      provider.answer(record, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const provider: RecordingProvider = {
    seen: [],
    answer: reply(200, null),
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return provider;
}
