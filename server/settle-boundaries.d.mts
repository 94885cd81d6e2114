import type { BufferedAnswer } from './page-cache.mjs';

export declare function settleStreamedBoundaries(html: string): string;
export declare function settleAnswer<T extends BufferedAnswer>(answer: T): T;
