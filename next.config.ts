import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // rate-limiter-flexible loads drizzle-orm itself at run time: both stay Node modules, one drizzle-orm for all.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'rate-limiter-flexible', 'drizzle-orm'],
  poweredByHeader: false,
  env: { BUILD_TIME: new Date().toISOString() },
  reactStrictMode: true,
  // Types are checked by `npm test` (tsc --noEmit over app, lib, tests and scripts), not once more per build.
  typescript: { ignoreBuildErrors: true },
  async redirects() {
    return [{ source: '/catalog', destination: '/domains', permanent: false }];
  },
};

export default nextConfig;
