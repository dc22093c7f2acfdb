import path from 'node:path';

/** The checkout's root: scripts chdir here so `.next`, `drizzle/` and `workers/` resolve the same from anywhere. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
