import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildIfNeeded, decideBuild, readBuildState, recordBuildHash } from './build-if-needed';
import { hashBuildInputs, listBuildInputs } from './source-hash';
import { WORKER_BUNDLE } from './worker-bundle';

let root: string;
const quiet = () => {};

function write(relativePath: string, contents: string): void {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/** Stands in for the production build: writes a BUILD_ID and the worker's bundle like the real one does. */
const fakeBuild = vi.fn(async (buildRoot: string) => {
  mkdirSync(path.join(buildRoot, path.dirname(WORKER_BUNDLE)), { recursive: true });
  writeFileSync(path.join(buildRoot, '.next', 'BUILD_ID'), 'fake-build');
  writeFileSync(path.join(buildRoot, WORKER_BUNDLE), '');
});

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'statecraft-build-'));
  write('app/page.tsx', 'export default function Page() { return null; }');
  write('lib/systems/core/game/rules.ts', 'export const rules = 1;');
  write('package-lock.json', '{}');
  write('tsconfig.json', '{}');
  fakeBuild.mockClear();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('hashBuildInputs', () => {
  it('changes when a source file changes', async () => {
    const before = await hashBuildInputs(root, {});
    write('lib/systems/core/game/rules.ts', 'export const rules = 2;');
    expect(await hashBuildInputs(root, {})).not.toBe(before);
  });

  it('changes when a source file is added or the lockfile changes', async () => {
    const before = await hashBuildInputs(root, {});
    write('components/button.tsx', 'export {};');
    const afterAdd = await hashBuildInputs(root, {});
    expect(afterAdd).not.toBe(before);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(await hashBuildInputs(root, {})).not.toBe(afterAdd);
  });

  it('ignores test files and folders that are not build inputs', async () => {
    const before = await hashBuildInputs(root, {});
    write('lib/systems/core/game/rules.test.ts', 'test');
    write('lib/systems/core/game/rules.int.test.ts', 'test');
    write('e2e/api/game.spec.ts', 'test');
    write('scripts/start.ts', 'launcher');
    expect(await hashBuildInputs(root, {})).toBe(before);
    expect(await listBuildInputs(root)).toEqual([
      'app/page.tsx',
      'lib/systems/core/game/rules.ts',
      'package-lock.json',
      'tsconfig.json',
    ]);
  });

  it('includes NEXT_PUBLIC_ variables, which are inlined at build time', async () => {
    const plain = await hashBuildInputs(root, { UNRELATED: '1' });
    expect(await hashBuildInputs(root, {})).toBe(plain);
    expect(await hashBuildInputs(root, { NEXT_PUBLIC_FLAG: '1' })).not.toBe(plain);
  });
});

describe('decideBuild', () => {
  it('builds when there is no build, an unrecorded build, or a build of other sources', () => {
    const built = { buildId: 'id', recordedHash: 'h', hasWorkerBundle: true };
    expect(decideBuild({ ...built, buildId: undefined }, 'h')).toEqual({
      build: true,
      reason: 'no production build yet',
    });
    expect(decideBuild({ ...built, recordedHash: undefined }, 'h').build).toBe(true);
    expect(decideBuild({ ...built, recordedHash: 'old' }, 'h')).toEqual({
      build: true,
      reason: 'sources changed since the last build',
    });
    // A build made before the worker was bundled, or with its bundle deleted.
    expect(decideBuild({ ...built, hasWorkerBundle: false }, 'h')).toEqual({
      build: true,
      reason: 'no turn worker bundle in the build',
    });
  });

  it('skips the build when the recorded hash matches and the worker bundle is there', () => {
    expect(decideBuild({ buildId: 'id', recordedHash: 'h', hasWorkerBundle: true }, 'h')).toEqual({
      build: false,
    });
  });
});

describe('buildIfNeeded', () => {
  it('builds once, records the hash, then skips until a source changes', async () => {
    expect((await buildIfNeeded({ root, runBuild: fakeBuild, log: quiet })).built).toBe(true);
    expect((await readBuildState(root)).recordedHash).toBe(await hashBuildInputs(root));

    expect((await buildIfNeeded({ root, runBuild: fakeBuild, log: quiet })).built).toBe(false);
    expect(fakeBuild).toHaveBeenCalledTimes(1);

    write('app/page.tsx', 'export default function Page() { return "changed"; }');
    expect((await buildIfNeeded({ root, runBuild: fakeBuild, log: quiet })).built).toBe(true);
    expect(fakeBuild).toHaveBeenCalledTimes(2);
  });

  it('forgets the previous build once a new one starts, so an interrupted build is never current', async () => {
    await buildIfNeeded({ root, runBuild: fakeBuild, log: quiet });
    write('lib/systems/core/game/rules.ts', 'export const rules = 3;');
    const interrupted = vi.fn(async () => {
      throw new Error('killed');
    });
    await expect(buildIfNeeded({ root, runBuild: interrupted, log: quiet })).rejects.toThrow('killed');
    write('lib/systems/core/game/rules.ts', 'export const rules = 1;');
    expect((await buildIfNeeded({ root, runBuild: fakeBuild, log: quiet })).built).toBe(true);
  });

  it('does not record a hash when the build fails', async () => {
    const failingBuild = vi.fn(async () => {
      throw new Error('compile error');
    });
    await expect(buildIfNeeded({ root, runBuild: failingBuild, log: quiet })).rejects.toThrow(
      'compile error',
    );
    expect((await readBuildState(root)).recordedHash).toBeUndefined();
  });

  it('rebuilds a build it did not make even if BUILD_ID exists', async () => {
    await fakeBuild(root);
    expect((await buildIfNeeded({ root, runBuild: fakeBuild, log: quiet })).built).toBe(true);
    await recordBuildHash(root, 'something else');
    expect((await buildIfNeeded({ root, runBuild: fakeBuild, log: quiet })).built).toBe(true);
  });
});
