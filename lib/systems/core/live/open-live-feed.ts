import { eq, sql } from 'drizzle-orm';
import { characters } from '@/models';
import type { Db } from '@/lib/platform/db';
import { LIVE_BACKLOG_LIMIT } from './constants';
import { liveFrameColumns, liveHub, type LiveFrame } from './live-hub';

export interface OpenLiveFeedInput {
  /** Null for a guest, who gets the frames meant for everyone. */
  userId: string | null;
  /** Whose stream slot this takes: the account, or the address of a guest. */
  clientKey: string;
  /** The session the stream belongs to: its logout or expiry ends the stream. Null for a guest. */
  sessionId: string | null;
  /** The Last-Event-ID header of a reconnect; anything but a seq is ignored. */
  lastEventId: string | null;
}

/** A frame as the stream sends it: `id` is the log's seq, `event` the kind. */
export interface LiveFeedFrame {
  id: number;
  event: string;
  data: unknown;
}

/** The feed a stream response drains (it matches lib/platform/http/sse.ts's SseFeed). */
export interface LiveFeed {
  start(send: (frames: readonly LiveFeedFrame[]) => void, end: () => void): Promise<void>;
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
 * A viewer's live feed: `turn` and `world_event` frames, plus `notification` frames of their own character.
 * It subscribes before replaying the log after Last-Event-ID, so no frame falls between the two; a frame
 * both replayed and fanned out is sent once. Throws 429 when the viewer or the process holds too many.
 */
export async function openLiveFeed(db: Db, input: OpenLiveFeedInput): Promise<LiveFeed> {
  const hub = liveHub();
  const release = await hub.admit(input.clientKey);
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
    release();
    throw error;
  }
  const after = parseLastEventId(input.lastEventId);
  let unsubscribe = () => {};
  return {
    async start(send, end) {
      const replayed = new Set<number>();
      let buffered: LiveFrame[] | null = [];
      unsubscribe = hub.subscribe({
        characterId,
        sessionId: input.sessionId,
        end,
        deliver(frames) {
          if (buffered) buffered.push(...frames);
          else send(frames.filter((frame) => !replayed.has(frame.seq)).flatMap(toSse));
        },
      });
      if (after !== null) {
        const backlog = await db.execute<LiveFrame>(sql`
          select * from (
            select ${liveFrameColumns} from live_events
            where seq > ${after} and (character_id is null or character_id = ${characterId})
            order by seq desc limit ${LIVE_BACKLOG_LIMIT}) newest
          order by seq`);
        const frames = backlog.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
        for (const frame of frames) replayed.add(frame.seq);
        if (frames.length > 0) send(frames.flatMap(toSse));
      }
      const waiting = buffered.filter((frame) => !replayed.has(frame.seq));
      buffered = null;
      if (waiting.length > 0) send(waiting.flatMap(toSse));
    },
    close() {
      unsubscribe();
      release();
    },
  };
}
