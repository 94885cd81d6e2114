export declare const NGINX_PACKAGES: string;
export declare function findNginx(): string | null;
export declare function findJemalloc(): string | null;
export declare function allocatorEnv(): Record<string, string>;
export declare function renderNginxConfig(options: {
  listen: string | number;
  appPorts: number[];
  staticDir: string;
  runDir: string;
  extraLocation?: string;
}): string;
export interface LocalDeployment {
  /** nginx's address. */
  url: string;
  /** Each app process's own address. */
  appUrls: string[];
  /** Each app process's pid (for its memory). */
  appPids: number[];
  runDir: string;
  stop(): Promise<void>;
}
export declare function startLocalDeployment(options: {
  databaseUrl: string | undefined;
  processes?: number;
  port?: number;
  firstAppPort?: number;
  env?: Record<string, string>;
  exposeUpstream?: boolean;
  output?: 'inherit' | 'ignore';
}): Promise<LocalDeployment>;
