import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { getDb, getPool, type Db } from '@/lib/platform/db';
import { listenForSignals, type PgListener } from '@/lib/platform/db/listener';
import { AppError } from '@/lib/platform/errors';
import { log } from '@/lib/platform/log';
import {
  LIVE_EVENTS_CHANNEL,
  LIVE_GAP_WAIT_MS,
  LIVE_STREAMS_PER_CLIENT,
  LIVE_STREAMS_PER_PROCESS,
} from './constants';

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
  deliver(frames: readonly LiveFrame[]): void;
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
  private readonly perClient = new Map<string, number>();
  private readonly gaps = new Map<number, number>();
  private listener: PgListener | null = null;
  private started: Promise<void> | null = null;
  private maxSeen = 0;
  private reading: Promise<void> | null = null;
  private readAgain = false;

  constructor(
    private readonly db: Db,
    private readonly connectionString: string,
  ) {}

  /** Reserves a stream slot for a client key, or throws 429 when the client or the process is full. */
  admit(clientKey: string): () => void {
    const held = this.perClient.get(clientKey) ?? 0;
    const total = [...this.perClient.values()].reduce((sum, n) => sum + n, 0);
    if (held >= LIVE_STREAMS_PER_CLIENT) {
      throw new AppError(
        'rate_limited',
        `Too many open live streams for this account (at most ${LIVE_STREAMS_PER_CLIENT}). Close a tab and retry.`,
      );
    }
    if (total >= LIVE_STREAMS_PER_PROCESS) {
      throw new AppError('rate_limited', 'The server holds as many live streams as it can. Retry later.');
    }
    this.perClient.set(clientKey, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perClient.get(clientKey) ?? 1) - 1;
      if (left > 0) this.perClient.set(clientKey, left);
      else this.perClient.delete(clientKey);
    };
  }

  /** Starts listening (once) and learns the newest seq, so fan-out starts from now. */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.listener = listenForSignals(this.connectionString, LIVE_EVENTS_CHANNEL, () => this.signal());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new AppError('SERVICE_UNAVAILABLE', 'The live stream is unavailable.')),
          READY_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([this.listener.ready, timeout]);
      } finally {
        clearTimeout(timer);
      }
      const newest = await this.db.execute<{ seq: number | null }>(
        sql`select max(seq)::int8 as seq from live_events`,
      );
      this.maxSeen = Math.max(this.maxSeen, Number(newest.rows[0]?.seq ?? 0));
    })().catch((error) => {
      this.started = null;
      void this.listener?.stop();
      this.listener = null;
      throw error;
    });
    return this.started;
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
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
    await this.listener?.stop();
    this.listener = null;
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
      if (rows.length > 0 && this.subscribers.size > 0) this.fanOut(rows);
      if (rows.length < READ_BATCH) return;
    }
  }

  private fanOut(rows: readonly LiveFrame[]): void {
    for (const subscriber of this.subscribers) {
      const mine = rows.filter(
        (row) => row.characterId === null || row.characterId === subscriber.characterId,
      );
      if (mine.length > 0) subscriber.deliver(mine);
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
    hub = new LiveHub(getDb(), pool.options.connectionString!);
    globalForHubs.statecraftLiveHubs.set(pool, hub);
  }
  return hub;
}
