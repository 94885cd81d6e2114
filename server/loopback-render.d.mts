import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export declare const FILL_HEADER: string;
export declare function keptHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders;
export declare function forwardedHeaders(requestHeaders: IncomingHttpHeaders): Record<string, string>;
export declare function renderThroughLoopback(options: {
  target: { host: string; port: number };
  request: IncomingMessage;
  secret: string;
}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>;
