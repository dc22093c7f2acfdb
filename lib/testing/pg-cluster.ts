// PostgreSQL 15 clusters (and a PgBouncer) that a test creates on its own ports and removes: the
// deployment tests (*.cluster.test.ts) never touch the machine's shared server on 5432.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '@/lib/platform/process/free-port';
import { REPO_ROOT } from './route-files';

export const PG_BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
export const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

/** Resolves once 127.0.0.1:port accepts a connection; `failed` names a reason to stop waiting. */
export async function waitForPort(port: number, failed: () => string | undefined = () => undefined) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    const reason = failed();
    if (reason) throw new Error(reason);
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port}`);
    await sleep(100);
  }
}

/** The uid and gid of the `postgres` account: initdb and PgBouncer refuse to run as root. */
function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** argv that runs `command` as postgres: runuser as root, sudo otherwise (or as is when we are postgres). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  const me = process.getuid?.();
  if (me === postgresIds().uid) return [command, args];
  if (me === 0) return ['runuser', ['-u', 'postgres', '--', command, ...args]];
  return ['sudo', ['-n', '-u', 'postgres', command, ...args]];
}

export function runAsPostgres(command: string, args: string[]): string {
  const [file, argv] = asPostgres(command, args);
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function spawnAsPostgres(command: string, args: string[]): ChildProcess {
  const [file, argv] = asPostgres(command, args);
  return spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A scratch directory the postgres account owns (0700), removed by dispose(). */
export function postgresScratch(prefix: string): { dir: string; dispose(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const { uid, gid } = postgresIds();
  chmodSync(dir, 0o700);
  chownSync(dir, uid, gid);
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes a file the postgres account owns. */
export function writePostgresFile(file: string, text: string): void {
  writeFileSync(file, text, { mode: 0o600 });
  const { uid, gid } = postgresIds();
  chownSync(file, uid, gid);
}

export interface Cluster {
  port: number;
  dataDir: string;
  /** postgres (superuser, trusted on loopback) on the `postgres` database. */
  adminUrl: string;
  urlFor(user: string, password: string, database: string): string;
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): void;
}

function clusterAt(dataDir: string, port: number): Cluster {
  return {
    port,
    dataDir,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlFor: (user, password, database) =>
      `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    async start() {
      runAsPostgres(path.join(PG_BIN, 'pg_ctl'), [
        '-D',
        dataDir,
        '-l',
        path.join(dataDir, 'server.log'),
        '-o',
        `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      await waitForPort(port);
    },
    stop(mode = 'fast') {
      if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
      runAsPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']);
    },
  };
}

// Test clusters trade durability for speed; each is thrown away.
const FAST_SETTINGS = `
fsync = off
synchronous_commit = off
shared_buffers = 64MB
max_connections = 120
wal_level = replica
max_wal_senders = 4
hot_standby = on
hot_standby_feedback = on
`;

/** initdb (as postgres) a new cluster under `parent` on a free port, with loopback trust for postgres. */
export async function createCluster(parent: string, name = 'primary'): Promise<Cluster> {
  const dataDir = path.join(parent, name);
  runAsPostgres(path.join(PG_BIN, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  runAsPostgres('sh', [
    '-c',
    `printf '%s\\n' 'host all postgres 127.0.0.1/32 trust' 'host replication postgres 127.0.0.1/32 trust' \
      'host all all 127.0.0.1/32 scram-sha-256' 'host replication all 127.0.0.1/32 scram-sha-256' \
      > ${dataDir}/pg_hba.conf && cat >> ${dataDir}/postgresql.conf <<'EOF'
${FAST_SETTINGS}
EOF`,
  ]);
  const cluster = clusterAt(dataDir, await freePort());
  await cluster.start();
  return cluster;
}

/**
 * A streaming standby of `primary`, made as an operator would with deploy/replica/setup-replica.sh (a
 * replication role and slot on the primary, then pg_basebackup -R), started on its own port.
 */
export async function createStandby(primary: Cluster, parent: string, name = 'replica'): Promise<Cluster> {
  const dataDir = path.join(parent, name);
  const script = path.join(REPO_ROOT, 'deploy', 'replica', 'setup-replica.sh');
  const settings = [
    `PG_BIN=${PG_BIN}`,
    'REPLICATION_PASSWORD=statecraft-replication-test',
    `PRIMARY_PORT=${primary.port}`,
  ];
  runAsPostgres('env', [
    ...settings,
    'PGHOST=127.0.0.1',
    `PGPORT=${primary.port}`,
    'PGUSER=postgres',
    script,
    'primary',
  ]);
  runAsPostgres('env', [
    ...settings,
    'PRIMARY_HOST=127.0.0.1',
    `DATA_DIR=${dataDir}`,
    'BASEBACKUP_FLAGS=--no-sync',
    script,
    'replica',
  ]);
  const standby = clusterAt(dataDir, await freePort());
  await standby.start();
  return standby;
}

export async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** A login role and a database it owns, as an operator would make them. */
export async function createAppDatabase(cluster: Cluster, user: string, password: string, database: string) {
  await withClient(cluster.adminUrl, async (client) => {
    await client.query(`create role ${user} login password '${password}'`);
    await client.query(`create database ${database} owner ${user}`);
  });
  return cluster.urlFor(user, password, database);
}

export interface Bouncer {
  port: number;
  process: ChildProcess;
  output(): string;
  stop(): void;
}

/**
 * The committed PgBouncer config with this run's ports and paths: each line that names a port, a path or the
 * database's server is replaced, the rest kept as committed. (A second [pgbouncer] section after an
 * %include would reset every setting to its default, so the test cannot override by appending.)
 */
export function pgBouncerConfigFor(
  committed: string,
  values: { database: string; server: string; port: number; dir: string; userlist: string },
): string {
  const replacements: [RegExp, string][] = [
    [new RegExp(`^${values.database} = .*$`, 'm'), `${values.database} = ${values.server}`],
    [/^listen_port = .*$/m, `listen_port = ${values.port}`],
    [/^unix_socket_dir = .*$/m, `unix_socket_dir = ${values.dir}`],
    [/^auth_file = .*$/m, `auth_file = ${values.userlist}`],
    [/^logfile = .*$/m, `logfile = ${path.join(values.dir, 'pgbouncer.log')}`],
    [/^pidfile = .*$/m, `pidfile = ${path.join(values.dir, 'pgbouncer.pid')}`],
  ];
  return replacements.reduce((text, [pattern, line]) => {
    if (!pattern.test(text)) throw new Error(`the committed PgBouncer config has no line ${pattern}`);
    return text.replace(pattern, line);
  }, committed);
}

/**
 * PgBouncer as postgres, on the committed deploy/pgbouncer/pgbouncer.ini (pgBouncerConfigFor), with the
 * role's SCRAM secret from pg_authid in its userlist, as deploy/pgbouncer/setup-pgbouncer.sh writes it.
 */
export async function startPgBouncer(options: {
  committedIni: string;
  dir: string;
  cluster: Cluster;
  database: string;
  user: string;
}): Promise<Bouncer> {
  const { committedIni, dir, cluster, database, user } = options;
  const secret = await withClient(cluster.adminUrl, async (client) => {
    const result = await client.query<{ secret: string }>(
      'select rolpassword as secret from pg_authid where rolname = $1',
      [user],
    );
    return result.rows[0]!.secret;
  });
  const port = await freePort();
  const userlist = path.join(dir, 'userlist.txt');
  writePostgresFile(userlist, `"${user}" "${secret}"\n`);
  const ini = path.join(dir, 'pgbouncer.ini');
  writePostgresFile(
    ini,
    pgBouncerConfigFor(readFileSync(committedIni, 'utf8'), {
      database,
      server: `host=127.0.0.1 port=${cluster.port} dbname=${database}`,
      port,
      dir,
      userlist,
    }),
  );
  const child = spawnAsPostgres(PGBOUNCER, [ini]);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, () => (child.exitCode === null ? undefined : `pgbouncer exited:\n${output}`));
  return {
    port,
    process: child,
    output: () => output,
    stop: () => {
      // SIGTERM is PgBouncer's immediate shutdown (SIGINT would wait for its clients); sent to PgBouncer
      // itself, by its pidfile, since runuser does not pass it on.
      try {
        process.kill(Number(readFileSync(path.join(dir, 'pgbouncer.pid'), 'utf8').trim()), 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    },
  };
}
