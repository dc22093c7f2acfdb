import { sql } from 'drizzle-orm';
import { env } from '@/lib/platform/env';
import { log } from '@/lib/platform/log';
import { createDb, getDb, type Db, type DbHandle } from './pool';
import { WORLD_TURN_SQL, WORLD_VERSION_SQL } from './world-version';

export type ReadSource = 'primary' | 'replica';

/** What /api/health reports about the replica; absent when none is configured. */
export interface ReplicaStatus {
  /** Reads go to the replica now. */
  serving: boolean;
  reachable: boolean;
  /** Why reads went to the primary: unreachable, not_standby, turns_behind, lagging. */
  reason: string | null;
  replicaTurn: number | null;
  primaryTurn: number | null;
  lagSeconds: number | null;
  checkedAt: string | null;
}

export interface ReadTarget {
  db: Db;
  source: ReadSource;
  /** The world version the replica had replayed when last checked; null on the primary (use the caller's). */
  worldVersion: string | null;
}

/** How often a process re-checks the replica's lag (one tiny query to each server). */
export const REPLICA_CHECK_MS = 1_000;
/** A replica this many turns behind the primary still serves; one more and reads go to the primary. */
export const REPLICA_MAX_TURNS_BEHIND = 1;
/** Replay lag, in seconds, past which reads go to the primary unless REPLICA_MAX_LAG_SECONDS says otherwise. */
export const DEFAULT_REPLICA_MAX_LAG_SECONDS = 10;
/** A probe that takes longer than this counts as the replica being down. */
const PROBE_TIMEOUT_MS = 2_000;

/** SQLSTATE classes and socket errors that mean the server is gone, not that the query was wrong. */
export function isConnectionFailure(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (/^(08|57P0)/.test(code) || /^E(CONNREFUSED|CONNRESET|PIPE|HOSTUNREACH|TIMEDOUT)$/.test(code))
      return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect/i.test(message);
}

/** A standby cancelled the read because replay needed its rows (SQLSTATE 40001 there): the primary may answer. */
export function isRecoveryConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '40001') return true;
  }
  return false;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`replica probe timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends reads that need not see the caller's own write to a streaming replica while it is close enough to
 * the primary: at most REPLICA_MAX_TURNS_BEHIND turns and maxLagSeconds of replay behind. Checked at most
 * every REPLICA_CHECK_MS per process; a failed check or read sends reads to the primary until the next.
 */
export class ReplicaRouter {
  private status: ReplicaStatus = {
    serving: false,
    reachable: false,
    reason: 'not checked yet',
    replicaTurn: null,
    primaryTurn: null,
    lagSeconds: null,
    checkedAt: null,
  };
  private version: string | null = null;
  private checkedAtMs = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly primary: Db,
    private readonly replica: Db,
    private readonly maxLagSeconds: number,
    private readonly checkEveryMs = REPLICA_CHECK_MS,
  ) {}

  /** The database a lag-tolerant read should use now. */
  async readTarget(): Promise<ReadTarget> {
    await this.fresh();
    return this.status.serving
      ? { db: this.replica, source: 'replica', worldVersion: this.version }
      : { db: this.primary, source: 'primary', worldVersion: null };
  }

  async currentStatus(): Promise<ReplicaStatus> {
    await this.fresh();
    return { ...this.status };
  }

  /** A read on the replica failed for want of a connection: the primary serves until the next check. */
  reportFailure(error: unknown): void {
    log.warn({ err: error }, 'replica read failed; reading from the primary');
    this.setDown('unreachable');
    this.checkedAtMs = Date.now();
  }

  private fresh(): Promise<void> {
    if (Date.now() - this.checkedAtMs < this.checkEveryMs) return Promise.resolve();
    this.checking ??= this.check().finally(() => {
      this.checking = null;
      this.checkedAtMs = Date.now();
    });
    return this.checking;
  }

  private setDown(reason: string, reachable = false): void {
    this.status = { ...this.status, serving: false, reachable, reason, checkedAt: new Date().toISOString() };
  }

  private async check(): Promise<void> {
    const [replica, primary] = await Promise.allSettled([
      withTimeout(
        this.replica.execute<{
          version: string | null;
          turn: number | null;
          standby: boolean;
          lag_seconds: number;
        }>(sql`
          select ${WORLD_VERSION_SQL} as version, ${WORLD_TURN_SQL} as turn, pg_is_in_recovery() as standby,
            (case when not pg_is_in_recovery()
                    or pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
                  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
             end)::float8 as lag_seconds`),
        PROBE_TIMEOUT_MS,
      ),
      withTimeout(
        this.primary.execute<{ turn: number | null }>(sql`select ${WORLD_TURN_SQL} as turn`),
        PROBE_TIMEOUT_MS,
      ),
    ]);
    if (replica.status === 'rejected') {
      if (this.status.reachable || this.status.checkedAt === null)
        log.warn({ err: replica.reason }, 'replica unreachable; reading from the primary');
      this.setDown('unreachable');
      return;
    }
    const row = replica.value.rows[0]!;
    const primaryTurn = primary.status === 'fulfilled' ? (primary.value.rows[0]?.turn ?? null) : null;
    const lagSeconds = Math.max(0, Number(row.lag_seconds));
    const reason = !row.standby
      ? 'not_standby'
      : row.turn === null || primaryTurn === null
        ? 'no_world'
        : primaryTurn - row.turn > REPLICA_MAX_TURNS_BEHIND
          ? 'turns_behind'
          : lagSeconds > this.maxLagSeconds
            ? 'lagging'
            : null;
    this.version = row.version;
    this.status = {
      serving: reason === null,
      reachable: true,
      reason,
      replicaTurn: row.turn,
      primaryTurn,
      lagSeconds: Math.round(lagSeconds * 10) / 10,
      checkedAt: new Date().toISOString(),
    };
  }
}

const globalForReplica = globalThis as unknown as {
  statecraftReplica?: { router: ReplicaRouter | null; handle: DbHandle | null };
};

/** The process's router, from DATABASE_REPLICA_URL; null when no replica is configured. */
export function replicaRouter(): ReplicaRouter | null {
  if (!globalForReplica.statecraftReplica) {
    const { DATABASE_REPLICA_URL, REPLICA_MAX_LAG_SECONDS } = env();
    const handle = DATABASE_REPLICA_URL
      ? createDb(DATABASE_REPLICA_URL, { connectTimeoutMs: PROBE_TIMEOUT_MS })
      : null;
    globalForReplica.statecraftReplica = {
      handle,
      router: handle
        ? new ReplicaRouter(getDb(), handle.db, REPLICA_MAX_LAG_SECONDS ?? DEFAULT_REPLICA_MAX_LAG_SECONDS)
        : null,
    };
  }
  return globalForReplica.statecraftReplica.router;
}

/** Points replicaRouter() at an explicit router (tests), or at none. */
export function setReplicaRouter(router: ReplicaRouter | null): void {
  globalForReplica.statecraftReplica = { router, handle: null };
}

/** Where a lag-tolerant read goes: the replica when one serves, else the primary. */
export async function readTarget(): Promise<ReadTarget> {
  const router = replicaRouter();
  return router ? router.readTarget() : { db: getDb(), source: 'primary', worldVersion: null };
}

/**
 * The database for a page's reads that need not see the caller's own write just before (public lists and
 * profiles): the replica when one serves, else the primary.
 */
export async function getReadDb(): Promise<Db> {
  return (await readTarget()).db;
}
