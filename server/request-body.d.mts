import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const MAX_BODY_BYTES: number;
export declare function declaredLength(request: IncomingMessage): number | null;
export declare function endBodyCleanly(request: IncomingMessage, response: ServerResponse): void;
