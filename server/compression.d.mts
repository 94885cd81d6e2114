export declare function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null;
export declare function brotliText(body: Buffer): Buffer;
export declare function brotliTextOptions(size: number, quality: number): import('node:zlib').BrotliOptions;
