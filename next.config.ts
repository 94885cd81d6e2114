import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { version } from './package.json';

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // rate-limiter-flexible loads drizzle-orm itself at run time: both stay Node modules, one drizzle-orm for all.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible', 'drizzle-orm'],
  poweredByHeader: false,
  // `'use cache'` for the catalogue reads (docs/architecture.md "Rendering and caching"), kept by our handler. The
  // pages themselves stay rendered on request: cacheComponents would prerender their shells and send every page
  // behind one, with its status fixed at 200 before a page can say 404.
  experimental: { useCache: true, authInterrupts: true },
  cacheHandlers: { default: fileURLToPath(new URL('./server/cache-handler.mjs', import.meta.url)) },
  // What the operators' health page compares with the running server (docs/operators.md "Health").
  env: { BUILD_TIME: new Date().toISOString(), BUILD_SITE_URL: process.env.SITE_URL ?? '', BUILD_VERSION: version },
  reactStrictMode: true,
  // Types are checked by `npm test` (tsc --noEmit over app, lib, tests and scripts), not once more per build.
  typescript: { ignoreBuildErrors: true },
  async redirects() {
    return [{ source: '/catalog', destination: '/domains', permanent: false }];
  },
};

export default nextConfig;
