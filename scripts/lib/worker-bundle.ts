import path from 'node:path';
import { build } from 'esbuild';

/**
 * The turn worker as the production build keeps it: our modules in one ES module, packages still imported
 * from node_modules. A worker then starts without compiling TypeScript on the way: about 1 s of CPU
 * against 3 to 4 s through tsx (measured 2026-11-29), paid by every start and every standby.
 */
export const WORKER_BUNDLE = path.join('.next', 'worker', 'turn-worker.mjs');

/** Bundles workers/turn-worker.ts to `outfile` (by default the build's WORKER_BUNDLE); `@/` resolves by tsconfig. */
export async function bundleWorker(root: string, outfile = path.join(root, WORKER_BUNDLE)): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'workers', 'turn-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay imports: resolved from the checkout's node_modules, so the file must live inside it.
    packages: 'external',
    logLevel: 'warning',
  });
}
