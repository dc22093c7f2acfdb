import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { getDb, getPool, sessionUrlOf, withTx, type Db } from '@/lib/platform/db';
import { listenForSignals, type PgListener } from '@/lib/platform/db/listener';
import { SESSION_ENDED_CHANNEL } from '@/lib/platform/auth/sessions';
import { AppError } from '@/lib/platform/errors';
import { log } from '@/lib/platform/log';
import {
  LIVE_EVENTS_CHANNEL,
  LIVE_GAP_WAIT_MS,
  LIVE_HOLDER_FORGET_MS,
  LIVE_LEASE_TTL_MS,
  LIVE_SESSION_CHECK_MS,
  LIVE_STREAMS_PER_CLIENT,
} from './constants';
import { env } from '@/lib/platform/env';

/** One live_events row as the stream sends it. */
export type LiveFrame = {
  seq: number;
  kind: string;
  characterId: string | null;
  turn: number;
  payload: unknown;
};

export interface LiveSubscriber {
  /** Null for a guest: only frames for everyone. */
  characterId: string | null;
  /** The session the stream was opened with; null for a guest. Its end ends the stream. */
  sessionId: string | null;
  /**
   * Frames in seq order. Those at or below `lateUpTo` are late commits filling a hole (written before
   * frames this process had already fanned out); the rest are new to this process.
   */
  deliver(frames: readonly LiveFrame[], lateUpTo: number): void;
  /** Finishes the stream from the server's side. */
  end(): void;
}

const READ_BATCH = 1_000;
const READY_TIMEOUT_MS = 5_000;
/** Holes tracked at most (a rolled-back bulk write can leave thousands); beyond that they are skipped. */
const MAX_GAPS = 5_000;

export const liveFrameColumns = sql`seq, kind, character_id as "characterId", turn, payload`;

/**
 * The process's side of the live stream: one LISTEN connection for every open stream. On a signal it
 * reads the rows it has not seen once and fans them out. Identity values can commit out of order, so a
 * hole below the newest seen seq is re-read until it fills or LIVE_GAP_WAIT_MS passes (a rolled-back
 * writer leaves a hole for good).
 */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  /** This process's open leases; the per-process cap counts them, the renewal keeps them alive. */
  private readonly leases = new Set<string>();
  /** Lease deletions under way: an admission waits for them, so a slot this process freed counts as free. */
  private readonly releasing = new Set<Promise<void>>();
  /** Names this process's leases in the shared table. */
  private readonly holder = randomUUID();
  /** When this process's heartbeat row was last renewed (0: never). */
  private lastBeatAt = 0;
  private readonly gaps = new Map<number, number>();
  private listener: PgListener | null = null;
  private sessionListener: PgListener | null = null;
  private sessionCheck: ReturnType<typeof setInterval> | undefined;
  private started: Promise<void> | null = null;

  /** How many streams this process holds open (its leases in the shared table). */
  openLeaseCount(): number {
    return this.leases.size;
  }
  private maxSeen = 0;
  private reading: Promise<void> | null = null;
  private readAgain = false;

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
  ) {}

  /**
   * Reserves a stream slot for a client key, or throws 429 when the client (across every process) or
   * this process is full. The slot is a lease row, counted under a lock on the key so two processes
   * admitting at once cannot both take the last slot. Returns the lease, which `release` gives back.
   */
  async admit(clientKey: string): Promise<string> {
    if (this.leases.size >= env().LIVE_STREAMS_PER_PROCESS) {
      throw new AppError('rate_limited', 'The server holds as many live streams as it can. Retry later.');
    }
    const lease = randomUUID();
    // Held until the database answers, so this process's cap cannot be overrun meanwhile.
    this.leases.add(lease);
    let admitted = false;
    try {
      if (this.releasing.size > 0) await Promise.all(this.releasing);
      // The new lease counts only under a fresh heartbeat: beat first if the last one is getting old.
      if (Date.now() - this.lastBeatAt > LIVE_LEASE_TTL_MS / 3) await this.beat();
      admitted = await withTx(this.db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live:${clientKey}`}, 0))`);
        // A lease counts while its holder's heartbeat is fresh; the key's others (a dead holder's) go.
        const inserted = await tx.execute(sql`
          with lapsed as (
            delete from live_stream_leases l where l.client_key = ${clientKey} and not exists (
              select 1 from live_stream_holders h where h.holder = l.holder and h.expires_at > now()))
          insert into live_stream_leases (id, client_key, holder, expires_at)
          select ${lease}, ${clientKey}, ${this.holder}, now() + ${`${LIVE_LEASE_TTL_MS} milliseconds`}::interval
          where (select count(*) from live_stream_leases l
                 join live_stream_holders h on h.holder = l.holder and h.expires_at > now()
                 where l.client_key = ${clientKey}) < ${LIVE_STREAMS_PER_CLIENT}
          returning id`);
        return inserted.rows.length > 0;
      });
    } finally {
      if (!admitted) this.leases.delete(lease);
    }
    if (!admitted) {
      throw new AppError(
        'rate_limited',
        `Too many open live streams for this account (at most ${LIVE_STREAMS_PER_CLIENT}). Close a tab and retry.`,
      );
    }
    return lease;
  }

  /** Gives a stream's slot back (once: a second call does nothing). */
  release(lease: string): void {
    if (!this.leases.delete(lease)) return;
    const deletion = this.db
      .execute(sql`delete from live_stream_leases where id = ${lease}`)
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'live stream lease not released; it will lapse'),
      )
      .finally(() => this.releasing.delete(deletion));
    this.releasing.add(deletion);
  }

  /**
   * Keeps this process's open leases alive: one heartbeat row for the process, however many streams it
   * holds (each lease counts while its holder's row is fresh). Also clears what dead holders left.
   */
  async renewLeases(): Promise<void> {
    if (this.leases.size === 0) return;
    await this.beat();
    await this.db.execute(sql`
      with dead as (
        delete from live_stream_holders
        where expires_at < now() - ${`${LIVE_HOLDER_FORGET_MS} milliseconds`}::interval returning holder)
      delete from live_stream_leases where holder in (select holder from dead)`);
  }

  private async beat(): Promise<void> {
    const started = Date.now();
    await this.db.execute(sql`
      insert into live_stream_holders (holder, expires_at)
      values (${this.holder}, now() + ${`${LIVE_LEASE_TTL_MS} milliseconds`}::interval)
      on conflict (holder) do update set expires_at = excluded.expires_at`);
    this.lastBeatAt = started;
  }

  /** Starts listening (once) and learns the newest seq, so fan-out starts from now. */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.listener = listenForSignals(this.connectionString, LIVE_EVENTS_CHANNEL, () => this.signal());
      // A logout names its session at once; the periodic check also catches expiry and missed signals.
      this.sessionListener = listenForSignals(this.connectionString, SESSION_ENDED_CHANNEL, (sessionId) =>
        sessionId ? this.endStreamsOf(new Set([sessionId])) : void this.checkSessions(),
      );
      this.sessionCheck = setInterval(() => {
        void this.checkSessions();
        this.renewLeases().catch((error: unknown) =>
          log.warn({ err: error }, 'live stream leases not renewed'),
        );
      }, LIVE_SESSION_CHECK_MS);
      this.sessionCheck.unref?.();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new AppError('SERVICE_UNAVAILABLE', 'The live stream is unavailable.')),
          READY_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([Promise.all([this.listener.ready, this.sessionListener.ready]), timeout]);
      } finally {
        clearTimeout(timer);
      }
      const newest = await this.db.execute<{ seq: number | null }>(
        sql`select max(seq)::int8 as seq from live_events`,
      );
      this.maxSeen = Math.max(this.maxSeen, Number(newest.rows[0]?.seq ?? 0));
    })().catch((error) => {
      this.started = null;
      void this.stopListening();
      throw error;
    });
    return this.started;
  }

  /** Ends every stream whose session no longer exists or has expired: one query for all of them. */
  async checkSessions(): Promise<void> {
    const sessionIds = [
      ...new Set([...this.subscribers].flatMap((subscriber) => subscriber.sessionId ?? [])),
    ];
    if (sessionIds.length === 0) return;
    try {
      const gone = await this.db.execute<{ id: string }>(sql`
        select id from unnest(${`{${sessionIds.join(',')}}`}::text[]) as open(id)
        where not exists (select 1 from sessions s where s.id = open.id and s.expires_at > now())`);
      this.endStreamsOf(new Set(gone.rows.map((row) => row.id)));
    } catch (error) {
      log.error({ err: error }, 'live stream session check failed');
    }
  }

  private endStreamsOf(sessionIds: ReadonlySet<string>): void {
    for (const subscriber of [...this.subscribers]) {
      if (subscriber.sessionId && sessionIds.has(subscriber.sessionId)) subscriber.end();
    }
  }

  private async stopListening(): Promise<void> {
    clearInterval(this.sessionCheck);
    const listeners = [this.listener, this.sessionListener];
    this.listener = null;
    this.sessionListener = null;
    await Promise.all(listeners.map((listener) => listener?.stop()));
  }

  subscribe(subscriber: LiveSubscriber): void {
    this.subscribers.add(subscriber);
  }

  unsubscribe(subscriber: LiveSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** Reads and fans out now (also what a NOTIFY does); resolves when this round is delivered. */
  signal(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        try {
          await this.readNew();
        } catch (error) {
          log.error({ err: error }, 'live events read failed');
        }
      } while (this.readAgain);
    })().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  async stop(): Promise<void> {
    await this.stopListening();
    if (this.leases.size > 0 || this.lastBeatAt > 0) {
      this.leases.clear();
      this.lastBeatAt = 0;
      await this.db.execute(sql`delete from live_stream_leases where holder = ${this.holder}`);
      await this.db.execute(sql`delete from live_stream_holders where holder = ${this.holder}`);
    }
    this.started = null;
    this.subscribers.clear();
  }

  private async readNew(): Promise<void> {
    const now = Date.now();
    for (const [seq, since] of this.gaps) if (now - since > LIVE_GAP_WAIT_MS) this.gaps.delete(seq);
    for (;;) {
      const holes = [...this.gaps.keys()];
      const rows = (
        await this.db.execute<LiveFrame>(sql`
          select ${liveFrameColumns} from live_events
          where seq > ${this.maxSeen} or seq = any(${`{${holes.join(',')}}`}::int8[])
          order by seq limit ${READ_BATCH}`)
      ).rows.map((row) => ({ ...row, seq: Number(row.seq) }));
      const lateUpTo = this.maxSeen;
      let expected = this.maxSeen + 1;
      for (const row of rows) {
        this.gaps.delete(row.seq);
        if (row.seq > this.maxSeen) {
          for (let hole = expected; hole < row.seq && this.gaps.size < MAX_GAPS; hole++)
            this.gaps.set(hole, now);
          expected = row.seq + 1;
          this.maxSeen = row.seq;
        }
      }
      if (rows.length > 0 && this.subscribers.size > 0) this.fanOut(rows, lateUpTo);
      if (rows.length < READ_BATCH) return;
    }
  }

  private fanOut(rows: readonly LiveFrame[], lateUpTo: number): void {
    for (const subscriber of this.subscribers) {
      const mine = rows.filter(
        (row) => row.characterId === null || row.characterId === subscriber.characterId,
      );
      if (mine.length > 0) subscriber.deliver(mine, lateUpTo);
    }
  }
}

const globalForHubs = globalThis as unknown as { statecraftLiveHubs?: WeakMap<pg.Pool, LiveHub> };

/** The process's hub for the default database (one per pool, so each test database gets its own). */
export function liveHub(): LiveHub {
  const pool = getPool();
  globalForHubs.statecraftLiveHubs ??= new WeakMap();
  let hub = globalForHubs.statecraftLiveHubs.get(pool);
  if (!hub) {
    // LISTEN needs a session: the direct URL when DATABASE_URL is a transaction-mode pooler.
    hub = new LiveHub(getDb(), sessionUrlOf(pool));
    globalForHubs.statecraftLiveHubs.set(pool, hub);
  }
  return hub;
}
