export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function addCompileHints(distDir: string): number;
