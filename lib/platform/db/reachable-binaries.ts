import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * As root the embedded server runs as the `postgres` system user, which cannot enter a private home
 * (`/root` is 0700): neither the binaries in node_modules nor a DATA_DIR there would be reachable.
 * - Binaries: copied once per version to SHARED_BINARIES_ROOT, a root-owned place every user can enter
 *   (not /tmp, where another user could plant the directory first); the host loads them from there.
 * - DATA_DIR: its blocking parent directories get the search bit for others (o+x: enter, not list). No
 *   ACL tool or API is available to grant it to `postgres` alone; the change is printed.
 */
export const SHARED_BINARIES_ROOT = '/var/lib/statecraft/embedded-postgres';

export interface SystemUser {
  uid: number;
  gid: number;
}

/** Whether `user` may search (enter) `dir` by its mode bits. */
function canSearch(dir: string, user: SystemUser): boolean {
  const { mode, uid, gid } = statSync(dir);
  if (uid === user.uid) return (mode & 0o100) !== 0;
  if (gid === user.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** The existing directories from `/` down to `target`'s parent that `user` cannot enter. */
export function blockingAncestors(target: string, user: SystemUser): string[] {
  const blocking: string[] = [];
  let dir = path.dirname(path.resolve(target));
  const chain: string[] = [];
  for (;;) {
    chain.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const ancestor of chain)
    if (existsSync(ancestor) && !canSearch(ancestor, user)) blocking.push(ancestor);
  return blocking;
}

/** The package directory of the binaries as `user` can reach them: the original, or a shared copy. */
export function reachableBinaries(packageDir: string, user: SystemUser): string {
  if (blockingAncestors(path.join(packageDir, 'native', 'bin', 'postgres'), user).length === 0)
    return packageDir;
  const version = (
    JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const copy = path.join(SHARED_BINARIES_ROOT, `${path.basename(packageDir)}-${version}`);
  if (!existsSync(path.join(copy, 'dist', 'index.js'))) {
    mkdirSync(SHARED_BINARIES_ROOT, { recursive: true, mode: 0o755 });
    const partial = `${copy}.partial-${process.pid}`;
    // Copied aside, then renamed into place: a copy that was cut short is never used.
    cpSync(packageDir, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    renameSync(partial, copy);
  }
  return copy;
}

/** Gives `user` a way into `dataDir`'s parents (o+x on each that blocks); returns what was changed. */
export function openPathTo(dataDir: string, user: SystemUser): string[] {
  const blocking = blockingAncestors(path.join(dataDir, 'PG_VERSION'), user).filter(
    (dir) => path.resolve(dir) !== path.resolve(dataDir),
  );
  for (const dir of blocking) chmodSync(dir, (statSync(dir).mode & 0o7777) | 0o001);
  return blocking;
}
