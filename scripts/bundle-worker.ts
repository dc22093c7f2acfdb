// `npm run build`'s second half: the turn worker's bundle (scripts/lib/worker-bundle.ts), for a deployment
// that builds with npm run build and runs the worker with `node .next/worker/turn-worker.mjs`.
import path from 'node:path';
import { bundleWorker, WORKER_BUNDLE } from './lib/worker-bundle';

await bundleWorker(path.resolve(import.meta.dirname, '..'));
console.log(`bundled the turn worker: ${WORKER_BUNDLE}`);
