import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { LauncherError } from './errors';
import { startProcess } from './processes';
import { say, seconds } from './say';
import { hashBuildInputs } from './source-hash';
import { bundleWorker, WORKER_BUNDLE } from './worker-bundle';

/** Written beside `.next/BUILD_ID` after a successful build: the inputs that build was made from. */
export const BUILD_HASH_FILE = path.join('.next', 'statecraft-build-hash');
const BUILD_ID_FILE = path.join('.next', 'BUILD_ID');

export interface BuildState {
  buildId: string | undefined;
  recordedHash: string | undefined;
  /** Whether the turn worker's bundle (WORKER_BUNDLE) is there. */
  hasWorkerBundle: boolean;
}

export type BuildDecision = { build: false } | { build: true; reason: string };

async function readTrimmed(filePath: string): Promise<string | undefined> {
  try {
    return (await readFile(filePath, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function readBuildState(root: string): Promise<BuildState> {
  return {
    buildId: await readTrimmed(path.join(root, BUILD_ID_FILE)),
    recordedHash: await readTrimmed(path.join(root, BUILD_HASH_FILE)),
    hasWorkerBundle: existsSync(path.join(root, WORKER_BUNDLE)),
  };
}

/** A build is current when one exists and was made from exactly the inputs we have now. */
export function decideBuild(state: BuildState, currentHash: string): BuildDecision {
  if (!state.buildId) return { build: true, reason: 'no production build yet' };
  if (!state.hasWorkerBundle) return { build: true, reason: 'no turn worker bundle in the build' };
  if (!state.recordedHash)
    return { build: true, reason: 'no record of the sources the existing build was made from' };
  if (state.recordedHash !== currentHash)
    return { build: true, reason: 'sources changed since the last build' };
  return { build: false };
}

export async function recordBuildHash(root: string, hash: string): Promise<void> {
  await writeFile(path.join(root, BUILD_HASH_FILE), `${hash}\n`);
}

/** The production build: `next build` as a child process (its output prefixed with [build]), then the worker's bundle. */
export async function runProductionBuild(root: string): Promise<void> {
  const build = startProcess({
    name: 'build',
    command: process.execPath,
    args: [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    cwd: root,
    // The type check is `npm run check`'s job (CI runs it); skipping it here saves ~20 s of a first start.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      STATECRAFT_BUILD_SKIP_TYPECHECK: '1',
    },
  });
  const exit = await build.exited;
  if (exit.code !== 0) {
    throw new LauncherError(
      `next build failed (${exit.signal ?? `exit code ${exit.code}`}); see the [build] lines above.`,
    );
  }
  await bundleWorker(root);
}

/** Two launchers in one checkout must not write `.next` at the same time; the second waits for the first. */
async function lockBuilds(root: string, log: (message: string) => void): Promise<() => Promise<void>> {
  const cacheDir = path.join(root, 'node_modules', '.cache', 'statecraft');
  await mkdir(cacheDir, { recursive: true });
  const options = { lockfilePath: path.join(cacheDir, 'build.lock') };
  try {
    return await lockfile.lock(cacheDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    log('Another build is running in this checkout; waiting for it to finish.');
    const tenMinutes = { retries: 600, factor: 1, minTimeout: 1000, maxTimeout: 1000 };
    return lockfile.lock(cacheDir, { ...options, retries: tenMinutes });
  }
}

export interface BuildIfNeededOptions {
  root: string;
  /** Replaceable so tests can check the decision without a real build, and the launcher can track the child. */
  runBuild?: (root: string) => Promise<void>;
  log?: (message: string) => void;
}

export interface BuildOutcome {
  built: boolean;
  durationMs: number;
}

/** Builds for production unless `.next` already holds a build of the current sources. */
export async function buildIfNeeded({
  root,
  runBuild = runProductionBuild,
  log = say,
}: BuildIfNeededOptions): Promise<BuildOutcome> {
  const startedAt = Date.now();
  const hash = await hashBuildInputs(root);
  if (!decideBuild(await readBuildState(root), hash).build) {
    return { built: false, durationMs: Date.now() - startedAt };
  }

  const release = await lockBuilds(root, log);
  try {
    // Whoever held the lock before us may just have built these very sources.
    const decision = decideBuild(await readBuildState(root), hash);
    if (!decision.build) return { built: false, durationMs: Date.now() - startedAt };

    log(`Building for production (${decision.reason})…`);
    // Forget the old build first: an interrupted build must never pass for a current one.
    await rm(path.join(root, BUILD_HASH_FILE), { force: true });
    await runBuild(root);
    const hashAfter = await hashBuildInputs(root);
    if (hashAfter === hash) {
      await recordBuildHash(root, hash);
    } else {
      // Recording either hash could vouch for a build of sources it never saw: leave it unrecorded.
      log('Sources changed while building; the next start will build again.');
    }
    const durationMs = Date.now() - startedAt;
    log(`Build finished in ${seconds(durationMs)}.`);
    return { built: true, durationMs };
  } finally {
    await release();
  }
}
