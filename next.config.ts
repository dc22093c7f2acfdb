import type { NextConfig } from 'next';
import { MAX_JSON_BODY_BYTES } from './lib/platform/http/body-limit';

const nextConfig: NextConfig = {
  // These packages use dynamic requires or WASM that the bundler must not touch.
  serverExternalPackages: ['rate-limiter-flexible', 'pg', 'pino'],
  poweredByHeader: false,
  typedRoutes: false,
  // The launcher (scripts/start.ts) builds without the type check to start faster; `npm run build` and
  // `npm run check` (CI) keep it.
  typescript: { ignoreBuildErrors: process.env.STATECRAFT_BUILD_SKIP_TYPECHECK === '1' },
  turbopack: {
    // SWR's shim of useSyncExternalStore is for React before 18; React's own hook instead (every page's
    // first-load JavaScript; docs/ui.md).
    resolveAlias: {
      'use-sync-external-store/shim': './lib/platform/browser/use-sync-external-store-shim.ts',
    },
  },
  experimental: {
    // Next loads every route's bundle in the background as it starts, which holds the first requests for
    // seconds; a route's bundle loads on its first request instead.
    preloadEntriesOnStart: false,
    // Smaller client chunks (docs/ui.md, "First-load JavaScript"; bench/results/2026-11-28-first-load-js-7.md):
    // tree shaking and scope hoisting of CommonJS (Next's own client modules are CommonJS) took 0.6 kB off
    // every page. turbopackModuleFragments was tried too: the build fails with it.
    turbopackRemoveUnusedExports: true,
    turbopackRemoveUnusedImports: true,
    turbopackCjsTreeShaking: true,
    turbopackCjsScopeHoisting: true,
    turbopackCrossModuleConstants: true,
    turbopackChunking: { requestCost: 10000 },
    // Next copies each request body for proxy.ts, by default up to 10 MB. Our front gate refuses bodies
    // over this (lib/platform/http/front-gate.ts) before Next sees them; the copy keeps the same cap.
    proxyClientMaxBodySize: MAX_JSON_BODY_BYTES,
  },
};

export default nextConfig;
