import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCache } from './page-cache.mjs';

export declare function catalogVersion(): string;
export declare function createRequestHandler(options: {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;
  production: boolean;
  ttlMs: number;
  upgradeInsecureRequests: boolean;
  staticDir?: string;
  cache?: PageCache;
  /** TRUSTED_PROXIES: CIDRs whose X-Forwarded-For is believed. */
  trustedProxyList?: string;
  /** SITE_URL: a page POST whose Origin is neither it nor the request's own host is refused. */
  siteUrl?: string;
  /** Whether the build holds a server action (server/server-actions.mjs); without one, pages take no action posts. */
  serverActions?: boolean;
  /** The script hashes a page prerendered at build runs under (server/prerendered-pages.mjs). */
  prerenderedSources?: (pathname: string) => string[];
}): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
export declare function readableRouterState(header: string | string[] | undefined): boolean;
export declare function answerClientError(
  error: Error & { code?: string },
  socket: import('node:stream').Duplex,
  options: { production: boolean },
): void;
