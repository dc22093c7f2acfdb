import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';

/**
 * Online physical backups with PostgreSQL's low-level API, and their restore into a new data directory.
 * No extra binaries: the server is asked to start and stop the backup, and we copy its files ourselves.
 * The archive holds `data/` (the cluster, with the WAL the backup needs and its backup_label) and, for
 * the embedded database, the `password` and `secret` files that sit beside DATA_DIR.
 */

/** Files the server rewrites on its own and a restored cluster must not inherit (PostgreSQL docs, 26.3.3). */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init']);
/** Directories copied empty: WAL is taken separately after the backup stops; the rest is runtime state. */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);

/** Copies a tree that the server keeps changing: a file that vanishes mid-copy was not needed. */
function copyTree(from: string, to: string, top = true): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) {
        if (top && EMPTIED.has(entry.name)) mkdirSync(target, { mode: 0o700 });
        else copyTree(source, target, false);
      } else if (entry.isFile()) copyFileSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

export interface BackupOptions {
  /** A superuser connection to the running server. */
  url: string;
  /** Its data directory; read from the server when omitted (it must be readable from here). */
  dataDir?: string;
  /** Files stored beside `data/` in the archive, by name (the embedded database's password and secret). */
  extraFiles?: Record<string, string>;
  /** Where the .tar.gz goes. */
  outFile: string;
}

/**
 * pg_backup_start, a copy of the data directory, pg_backup_stop, then the WAL written meanwhile. A
 * temporary replication slot, taken first, keeps that WAL from being recycled while we copy.
 */
export async function backupDatabase(options: BackupOptions): Promise<{ file: string; bytes: number }> {
  const outDir = path.dirname(path.resolve(options.outFile));
  // An archive holds the database password and the session secret: owner-only, whatever the umask.
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  chmodSync(outDir, 0o700);
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  const staging = await mkdtemp(path.join(outDir, '.backup-'));
  try {
    const dataDir = options.dataDir ?? (await client.query<{ d: string }>('show data_directory')).rows[0]!.d;
    await client.query(`select pg_create_physical_replication_slot($1, true, true)`, [
      `statecraft_backup_${process.pid}`,
    ]);
    await client.query(`select pg_backup_start('statecraft backup', true)`);
    const data = path.join(staging, 'data');
    copyTree(dataDir, data);
    const stop = await client.query<{ labelfile: string; spcmapfile: string | null }>(
      'select labelfile, spcmapfile from pg_backup_stop(false)',
    );
    writeFileSync(path.join(data, 'backup_label'), stop.rows[0]!.labelfile);
    if (stop.rows[0]!.spcmapfile) writeFileSync(path.join(data, 'tablespace_map'), stop.rows[0]!.spcmapfile);
    // The segments from the backup's start on are all still there (the slot keeps them), through its end
    // record; older ones are not needed. Segment names sort in WAL order within a timeline.
    const firstSegment = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(stop.rows[0]!.labelfile)![1]!;
    const wal = path.join(dataDir, 'pg_wal');
    for (const name of readdirSync(wal)) {
      if (/^[0-9A-F]{24}$/.test(name) && name.slice(8) >= firstSegment.slice(8)) {
        copyFileSync(path.join(wal, name), path.join(data, 'pg_wal', name));
      }
    }
    mkdirSync(path.join(data, 'pg_wal', 'archive_status'), { recursive: true });
    for (const [name, file] of Object.entries(options.extraFiles ?? {})) {
      if (existsSync(file)) copyFileSync(file, path.join(staging, name));
    }
    closeSync(openSync(options.outFile, 'w', 0o600));
    chmodSync(options.outFile, 0o600);
    await tar.create(
      { gzip: true, file: options.outFile, cwd: staging, portable: true },
      readdirSync(staging),
    );
    return { file: options.outFile, bytes: statSync(options.outFile).size };
  } finally {
    await client.end();
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The uid and gid of the `postgres` system user, which runs the embedded server when we are root. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()));
    return { uid: uid!, gid: gid! };
  } catch {
    return null;
  }
}

function chownTree(dir: string, owner: { uid: number; gid: number }): void {
  chownSync(dir, owner.uid, owner.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    chownSync(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
  }
}

/** Entry types a backup may hold: a link could point outside the data directory, or nowhere. */
const RESTORABLE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Unpacks a backup into `dataDir`, which must not exist yet, and puts its password and secret beside it.
 * All or nothing: everything is unpacked, checked and prepared beside the target first, and only then
 * renamed into place, so a bad archive leaves `dataDir` as it was. On its first start PostgreSQL reads
 * backup_label and replays the WAL up to the backup's end.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const target = path.resolve(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: restore into a new DATA_DIR.`);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  // Beside the target, so the final moves are renames on one filesystem.
  const unpacked = await mkdtemp(`${target}.restoring-`);
  try {
    chmodSync(unpacked, 0o700);
    const refused: string[] = [];
    await tar.extract({
      file,
      cwd: unpacked,
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
        if (RESTORABLE_TYPES.has(type)) return true;
        refused.push(`${entryPath} (${type})`);
        return false;
      },
    });
    if (refused.length > 0) {
      throw new Error(`${file} holds entries a backup never has: ${refused.slice(0, 5).join(', ')}.`);
    }
    if (!existsSync(path.join(unpacked, 'data', 'PG_VERSION'))) {
      throw new Error(`${file} is not a Statecraft backup (no data/PG_VERSION).`);
    }
    const data = path.join(unpacked, 'data');
    chmodSync(data, 0o700);
    for (const name of ['password', 'secret']) {
      if (existsSync(path.join(unpacked, name))) chmodSync(path.join(unpacked, name), 0o600);
    }
    const owner = postgresUser();
    if (owner) chownTree(data, owner);
    // Every check has passed: move the cluster, then its password and secret, into place.
    rmSync(target, { recursive: true, force: true });
    renameSync(data, target);
    for (const name of ['password', 'secret']) {
      const source = path.join(unpacked, name);
      if (existsSync(source)) renameSync(source, `${target}.${name}`);
    }
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}
