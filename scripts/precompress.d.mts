export declare function precompressStatic(distDir: string): Promise<number>;
