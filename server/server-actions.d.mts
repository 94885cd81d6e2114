export declare function buildHasServerActions(distDir: string): boolean;
