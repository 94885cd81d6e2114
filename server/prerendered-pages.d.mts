export declare function readPrerenderedPages(distDir: string): Map<string, string[]>;
export declare function prerenderedScriptSources(pages: Map<string, string[]>): (pathname: string) => string[];
