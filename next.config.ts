import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // These packages use dynamic requires or WASM that the bundler must not touch.
  serverExternalPackages: ['rate-limiter-flexible', 'pg', 'pino'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
