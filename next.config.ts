import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  env: { BUILD_TIME: new Date().toISOString() },
  reactStrictMode: true,
  async redirects() {
    return [{ source: '/catalog', destination: '/domains', permanent: false }];
  },
};

export default nextConfig;
