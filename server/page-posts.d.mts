import type { IncomingMessage } from 'node:http';

export declare const PAGE_POST_REFUSED: string;
export declare function pagePostRefusal(
  request: IncomingMessage,
  options: { siteUrl: string; serverActions: boolean },
): { status: number; message: string } | null;
