import { eq, sql } from 'drizzle-orm';
import { characters } from '@/models';
import type { Db } from '@/lib/platform/db';
import { LIVE_BACKLOG_LIMIT } from './constants';
import { liveFrameColumns, liveHub, type LiveFrame, type LiveHub, type LiveSubscriber } from './live-hub';

export interface OpenLiveFeedInput {
  /** Null for a guest, who gets the frames meant for everyone. */
  userId: string | null;
  /** Whose stream slot this takes: the account, or the address of a guest. */
  clientKey: string;
  /** The session the stream belongs to: its logout or expiry ends the stream. Null for a guest. */
  sessionId: string | null;
  /** The Last-Event-ID header of a reconnect; anything but a seq is ignored. */
  lastEventId: string | null;
  /**
   * The `since` query parameter of a first connection: the log's seq when the page was rendered
   * (currentLiveSeq), so a turn that ended between the render and the stream's opening is still heard.
   * A Last-Event-ID, when sent, wins; anything but a seq is ignored.
   */
  since?: string | null;
}

/** A frame as the stream sends it: `id` is the log's seq, `event` the kind. */
export interface LiveFeedFrame {
  id: number;
  event: string;
  data: unknown;
}

/** Where a feed's frames go: the stream's writer (lib/platform/http/sse.ts's SseSink). */
export interface LiveSink {
  send(frames: readonly LiveFeedFrame[]): void;
  end(): void;
}

/** The feed a stream response drains (it matches lib/platform/http/sse.ts's SseFeed). */
export interface LiveFeed {
  start(sink: LiveSink): Promise<void>;
  close(): void;
}

/**
 * A log row as the stream sends it. The original game's desktop client (docs/compatibility.md) listens for
 * `turn_complete` and reads a notification's `message`: a turn is also sent under that name, with the same id,
 * and a notification carries its title as `message` too.
 */
const sseOf = new WeakMap<LiveFrame, LiveFeedFrame[]>();

/** The hub hands the same row objects to every stream: each is converted (and later serialised) once. */
function toSse(frame: LiveFrame): LiveFeedFrame[] {
  let frames = sseOf.get(frame);
  if (!frames) {
    frames = convert(frame);
    sseOf.set(frame, frames);
  }
  return frames;
}

function convert(frame: LiveFrame): LiveFeedFrame[] {
  if (frame.kind === 'notification' && frame.payload && typeof frame.payload === 'object') {
    const payload = frame.payload as { title?: unknown };
    return [{ id: frame.seq, event: frame.kind, data: { ...payload, message: payload.title } }];
  }
  const sent = { id: frame.seq, event: frame.kind, data: frame.payload };
  return frame.kind === 'turn' ? [sent, { ...sent, event: 'turn_complete' }] : [sent];
}

function parseLastEventId(value: string | null): number | null {
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * One open stream's feed and its subscription to the hub, in one object: a process holds thousands, so it
 * keeps fields rather than closures and their scopes (bench/results/2026-11-28-live-stream-objects.md).
 * It subscribes before replaying the log after Last-Event-ID, so no frame falls between the two; a frame
 * both replayed and fanned out is sent once. The hub may fan out late a frame written before the reconnect
 * (its NOTIFY still on the way): one at or below Last-Event-ID is not sent again, unless it is a late commit
 * filling a hole, which the client may never have had.
 */
class LiveStreamFeed implements LiveFeed, LiveSubscriber {
  private sink: LiveSink | null = null;
  /** Frames fanned out while the backlog is read (and whether each was late); null once the backlog is sent. */
  private buffered: { frame: LiveFrame; late: boolean }[] | null = [];
  /** The seqs the backlog sent; null when it sent none (most streams: no Last-Event-ID). */
  private replayed: Set<number> | null = null;

  constructor(
    private readonly hub: LiveHub,
    private readonly db: Db,
    private readonly lease: string,
    readonly characterId: string | null,
    readonly sessionId: string | null,
    private readonly after: number | null,
  ) {}

  async start(sink: LiveSink): Promise<void> {
    this.sink = sink;
    this.hub.subscribe(this);
    if (this.after !== null) {
      const backlog = await this.db.execute<LiveFrame>(sql`
        select * from (
          select ${liveFrameColumns} from live_events
          where seq > ${this.after} and (character_id is null or character_id = ${this.characterId})
          order by seq desc limit ${LIVE_BACKLOG_LIMIT}) newest
        order by seq`);
      const frames = backlog.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
      if (frames.length > 0) {
        this.replayed = new Set(frames.map((frame) => frame.seq));
        sink.send(frames.flatMap(toSse));
      }
    }
    const waiting = (this.buffered ?? []).filter(({ frame, late }) => this.unsent(frame, late));
    this.buffered = null;
    if (waiting.length > 0) sink.send(waiting.flatMap(({ frame }) => toSse(frame)));
  }

  deliver(frames: readonly LiveFrame[], lateUpTo: number): void {
    if (this.buffered) {
      for (const frame of frames) this.buffered.push({ frame, late: frame.seq <= lateUpTo });
    } else {
      const unsent = frames.filter((frame) => this.unsent(frame, frame.seq <= lateUpTo));
      if (unsent.length > 0) this.sink?.send(unsent.flatMap(toSse));
    }
  }

  end(): void {
    this.sink?.end();
  }

  close(): void {
    this.hub.unsubscribe(this);
    this.hub.release(this.lease);
  }

  /** Whether a fanned-out frame still has to be sent: not replayed, and not one the client already had. */
  private unsent(frame: LiveFrame, late: boolean): boolean {
    if (this.replayed?.has(frame.seq)) return false;
    return late || this.after === null || frame.seq > this.after;
  }
}

/**
 * A viewer's live feed: `turn` and `world_event` frames, plus `notification` frames of their own character.
 * Throws 429 when the viewer or the process holds too many.
 */
export async function openLiveFeed(db: Db, input: OpenLiveFeedInput): Promise<LiveFeed> {
  const hub = liveHub();
  const lease = await hub.admit(input.clientKey);
  let characterId: string | null = null;
  try {
    await hub.start();
    if (input.userId) {
      const [own] = await db
        .select({ id: characters.id })
        .from(characters)
        .where(eq(characters.userId, input.userId));
      characterId = own?.id ?? null;
    }
  } catch (error) {
    hub.release(lease);
    throw error;
  }
  return new LiveStreamFeed(
    hub,
    db,
    lease,
    characterId,
    input.sessionId,
    parseLastEventId(input.lastEventId) ?? parseLastEventId(input.since ?? null),
  );
}

/** The newest frame's seq (0 for an empty log): what a page rendered now has seen, its stream's `since`. */
export async function currentLiveSeq(db: Db): Promise<number> {
  const rows = await db.execute<{ seq: string | null }>(sql`select max(seq)::text as seq from live_events`);
  return Number(rows.rows[0]?.seq ?? 0);
}
