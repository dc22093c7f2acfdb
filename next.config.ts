import type { NextConfig } from 'next';
import { MAX_JSON_BODY_BYTES } from './lib/platform/http/body-limit';

const nextConfig: NextConfig = {
  // These packages use dynamic requires or WASM that the bundler must not touch.
  serverExternalPackages: ['rate-limiter-flexible', 'pg', 'pino'],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // Next copies each request body for proxy.ts, by default up to 10 MB. Our front gate refuses bodies
    // over this (lib/platform/http/front-gate.ts) before Next sees them; the copy keeps the same cap.
    proxyClientMaxBodySize: MAX_JSON_BODY_BYTES,
  },
};

export default nextConfig;
