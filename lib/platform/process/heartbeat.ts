import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { workerHeartbeats } from '@/models';
import type { Db } from '@/lib/platform/db';

export interface WorkerIdentity {
  workerId: string;
  startedAt: Date;
}

/** Records that this worker is alive and whether it holds the active lock; /api/health reads it. */
export async function writeHeartbeat(
  db: Db,
  worker: WorkerIdentity,
  role: 'active' | 'standby',
): Promise<void> {
  // The database clock, because /api/health measures heartbeat age with it.
  const now = sql`now()`;
  await db
    .insert(workerHeartbeats)
    .values({
      workerId: worker.workerId,
      role,
      pid: process.pid,
      hostname: hostname(),
      startedAt: worker.startedAt,
      lastBeatAt: now,
    })
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { role, lastBeatAt: now } });
}

/** Drops heartbeats of workers that have been silent for a day, so the table stays small. */
export async function pruneHeartbeats(db: Db): Promise<void> {
  await db.execute(sql`delete from worker_heartbeats where last_beat_at < now() - interval '1 day'`);
}
