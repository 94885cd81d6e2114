import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const PRECOMPRESSED_TYPES: Record<string, string>;
export declare function createPrecompressedAssets(staticDir: string): {
  serve(request: IncomingMessage, response: ServerResponse, pathname: string, encoding: 'br' | 'gzip' | null): boolean;
};
