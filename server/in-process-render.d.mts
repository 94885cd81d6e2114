import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export declare function keptHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders;
export declare function forwardedHeaders(requestHeaders: IncomingHttpHeaders): Record<string, string>;
export declare function renderInProcess(options: {
  handle: (request: IncomingMessage, response: ServerResponse) => unknown;
  request: IncomingMessage;
  timeoutMs?: number;
}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>;
