import { desc, eq, sql } from 'drizzle-orm';
import { workerHeartbeats } from '@/models';
import type { Db } from '@/lib/platform/db';
import { replicaRouter, type ReplicaStatus } from '@/lib/platform/db/replica';
import { log } from '@/lib/platform/log';
import { DATABASE_PROBE_TIMEOUT_MS, WORKER_STALE_AFTER_SECONDS } from './constants';

export interface HealthReport {
  /**
   * ok: database and worker fine; degraded: database fine, worker, world or a configured replica not;
   * down: no database (only the primary counts: without the replica, reads go to the primary).
   */
  status: 'ok' | 'degraded' | 'down';
  database: { reachable: boolean; latencyMs: number | null };
  worker: { lastHeartbeatAt: string | null; ageSeconds: number | null; healthy: boolean };
  currentTurn: number | null;
  nextTurnAt: string | null;
  /** Present when DATABASE_REPLICA_URL is set: whether reads go to it now, and if not why. */
  replica?: ReplicaStatus;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database probe timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The game's clock, read by the caller's reader: platform knows no game table. */
export interface HealthClock {
  currentTurn: number;
  nextTurnAt: Date | null;
}
export type ReadHealthClock = (db: Db) => Promise<HealthClock | undefined>;

async function readWorldAndWorker(db: Db, readClock: ReadHealthClock) {
  const [[heartbeat], game] = await Promise.all([
    db
      .select({
        lastBeatAt: workerHeartbeats.lastBeatAt,
        // Age by the database clock, the same clock the worker's beat should be judged by.
        ageSeconds: sql<number>`extract(epoch from now() - ${workerHeartbeats.lastBeatAt})::float8`,
      })
      .from(workerHeartbeats)
      .where(eq(workerHeartbeats.role, 'active'))
      .orderBy(desc(workerHeartbeats.lastBeatAt))
      .limit(1),
    readClock(db),
  ]);
  return { heartbeat, game };
}

/**
 * Probes the database, then reads the newest active worker heartbeat and the clock (with the caller's
 * `readClock`, core's readWorldClock). Never throws.
 */
export async function getHealth(db: Db, readClock: ReadHealthClock): Promise<HealthReport> {
  const report: HealthReport = {
    status: 'down',
    database: { reachable: false, latencyMs: null },
    worker: { lastHeartbeatAt: null, ageSeconds: null, healthy: false },
    currentTurn: null,
    nextTurnAt: null,
  };
  const started = performance.now();
  try {
    await withTimeout(db.execute(sql`select 1`), DATABASE_PROBE_TIMEOUT_MS);
  } catch (error) {
    log.warn({ err: error }, 'health: database unreachable');
    return report;
  }
  report.database = { reachable: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  report.status = 'degraded';
  try {
    const { heartbeat, game } = await withTimeout(
      readWorldAndWorker(db, readClock),
      DATABASE_PROBE_TIMEOUT_MS,
    );
    if (heartbeat) {
      const ageSeconds = Math.max(0, Math.round(heartbeat.ageSeconds));
      report.worker = {
        lastHeartbeatAt: heartbeat.lastBeatAt.toISOString(),
        ageSeconds,
        healthy: ageSeconds <= WORKER_STALE_AFTER_SECONDS,
      };
    }
    report.currentTurn = game?.currentTurn ?? null;
    report.nextTurnAt = game?.nextTurnAt?.toISOString() ?? null;
    if (report.worker.healthy && game) report.status = 'ok';
  } catch (error) {
    // Reachable but unreadable (e.g. migrations not applied yet): degraded, not down.
    log.warn({ err: error }, 'health: could not read world or worker state');
  }
  const router = replicaRouter();
  if (router) {
    report.replica = await router.currentStatus();
    if (!report.replica.reachable) report.status = 'degraded';
  }
  return report;
}
