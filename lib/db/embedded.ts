import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGliteSessionQueue } from './pglite-session-queue';

/** pglite-socket multiplexes clients onto PGlite's single session; a pool needs room for several. */
const MAX_CONNECTIONS = 32;

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Hosts PGlite (in memory, or in `dataDir`) behind a loopback Postgres socket so every client speaks `pg`.
 * PGlite has no lock of its own on its directory: only one process may ever call this for a given dataDir.
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; port?: number } = {},
): Promise<EmbeddedPostgres> {
  const pglite = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: MAX_CONNECTIONS,
  });
  // Swap in a queue that keeps each client's request cycle together (see PGliteSessionQueue).
  (server as unknown as { queryQueue: PGliteSessionQueue }).queryQueue = new PGliteSessionQueue(pglite);
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${address}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
