export declare const PRECOMPRESSED_EXTENSIONS: string[];
export declare function precompressStatic(distDir: string): Promise<number>;
