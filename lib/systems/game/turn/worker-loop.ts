import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Db } from '@/lib/platform/db';
import { newObjectId } from '@/lib/platform/ids';
import { log } from '@/lib/platform/log';
import { WORKER_LOCK_KEY, WORKER_TICK_MS } from '@/lib/systems/core/turn/constants';
import { pruneHeartbeats, writeHeartbeat, type WorkerIdentity } from '@/lib/platform/process/heartbeat';
import { runTurn } from './run-turn';
import { vacuumAfterTurn } from './vacuum-after-turn';

export interface WorkerLoopOptions {
  db: Db;
  /** A session connection (DATABASE_DIRECT_URL behind a pooler): the lock lives as long as it does. */
  databaseUrl: string;
  signal: AbortSignal;
  tickMs?: number;
}

/**
 * Holds a session advisory lock on a dedicated connection for as long as this worker is active;
 * a second worker stays on standby until the lock frees. Each tick runs the turn if it is due.
 */
export async function runWorkerLoop({ db, databaseUrl, signal, tickMs = WORKER_TICK_MS }: WorkerLoopOptions) {
  const worker: WorkerIdentity = { workerId: newObjectId(), startedAt: new Date() };
  const lockConnection = new pg.Client({ connectionString: databaseUrl });
  // Losing this connection releases the lock, so another worker may now be active: stop at once.
  let lockLost: Error | undefined;
  lockConnection.on('error', (error) => {
    lockLost = error;
  });
  await lockConnection.connect();
  try {
    let active = false;
    while (!signal.aborted) {
      if (lockLost) throw new Error(`worker lock connection lost: ${lockLost.message}`);
      if (!active) {
        const result = await lockConnection.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [WORKER_LOCK_KEY],
        );
        active = result.rows[0]?.locked === true;
        log.info({ workerId: worker.workerId, role: active ? 'active' : 'standby' }, 'worker role');
        if (active) await pruneHeartbeats(db);
      }
      try {
        await writeHeartbeat(db, worker, active ? 'active' : 'standby');
        if (active) {
          const result = await runTurn(db, { trigger: 'clock', when: 'due' });
          if (result.ran) await vacuumAfterTurn(db);
        }
      } catch (error) {
        // A failed turn rolled back as a whole; the next tick retries it.
        log.error({ err: error }, 'worker tick failed');
      }
      await sleep(tickMs, undefined, { signal }).catch(() => undefined);
    }
  } finally {
    await lockConnection.end().catch(() => undefined);
  }
}
