// The live push on GET /api/events: content negotiation (JSON stays JSON), the frame format, the
// viewer filter, Last-Event-ID replay without gaps, the caps, and the turn's own frames.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from '@/lib/platform/auth/sessions';
import { clientRequest, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { sessionCookieFor } from '@/lib/testing/session-cookie';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { LIVE_EVENTS_KEEP_TURNS, LIVE_STREAMS_PER_CLIENT } from '@/lib/systems/core/live/constants';
import { LiveHub, liveHub } from '@/lib/systems/core/live/live-hub';
import { currentLiveSeq } from '@/lib/systems/core/live/open-live-feed';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET, HEAD } from '@/app/api/events/route';

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
const characterIds: Record<string, string> = {};
beforeAll(async () => {
  for (const user of ['alice', 'bob']) {
    cookies[user] = await sessionCookieFor(database.db, user);
    const row = await database.db.execute<{ id: string }>(
      sql`select c.id from characters c join users u on u.id = c.user_id where u.username = ${user}`,
    );
    characterIds[user] = row.rows[0]!.id;
  }
});
// A closed stream's lease is deleted in the background; on a loaded machine the next test could count a
// slot still held, so each test starts once the closed ones have landed (streams a test leaves open stay).
afterEach(async () => {
  const deadline = Date.now() + 5_000;
  let held = await leaseCount();
  while (held > liveHub().openLeaseCount() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    held = await leaseCount();
  }
});
async function leaseCount(): Promise<number> {
  const rows = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from live_stream_leases`,
  );
  return rows.rows[0]!.n;
}
afterAll(async () => {
  await liveHub().stop();
});

const STREAM = 'text/event-stream';

interface Frame {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** An open stream: read frames until `until` holds (or fail after a few seconds), then close. */
function openStream(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const frames = (): Frame[] =>
    text
      .split('\n\n')
      .filter((block) => block.includes('event: '))
      .map((block) => {
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))!
            .slice(name.length + 2);
        return { id: Number(field('id')), event: field('event'), data: JSON.parse(field('data')) };
      });
  return {
    text: () => text,
    frames,
    async until(done: (frames: Frame[]) => boolean, timeoutMs = 5_000): Promise<Frame[]> {
      const deadline = AbortSignal.timeout(timeoutMs);
      while (!done(frames())) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            deadline.addEventListener('abort', () => reject(new Error(`no frame in time; got:\n${text}`))),
          ),
        ]);
        if (chunk.done) throw new Error(`stream ended; got:\n${text}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
      return frames();
    },
    close: () => reader.cancel(),
  };
}

function request(headers: Record<string, string>, cookie?: string, path = '/api/events') {
  return GET(clientRequest(path, { headers, cookie }), routeContext());
}

async function insertFrame(kind: string, characterId: string | null, payload: object): Promise<number> {
  const row = await database.db.execute<{ seq: number }>(sql`
    insert into live_events (kind, character_id, payload, turn)
    values (${kind}, ${characterId}, ${JSON.stringify(payload)}::jsonb, 1) returning seq`);
  return Number(row.rows[0]!.seq);
}

describe('content negotiation', () => {
  it('keeps JSON for JSON, wildcard, missing and tied Accept headers', async () => {
    for (const accept of ['application/json', '*/*', '', 'text/event-stream;q=0.5, application/json']) {
      const response = await request(accept ? { accept } : {});
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type'), accept).toMatch(/^application\/json/);
      expect(Array.isArray(((await response.json()) as { events: unknown[] }).events)).toBe(true);
    }
  });

  it('answers a stream to an Accept that prefers text/event-stream, with the no-buffering headers', async () => {
    const response = await request({ accept: STREAM });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const stream = openStream(response);
    await stream.until(() => stream.text().includes('\n\n'));
    expect(stream.text()).toMatch(/^retry: \d+\n: connected\n\n/);
    await stream.close();
  });
});

describe('frames', () => {
  it('sends turn frames to everyone and notification frames only to their character', async () => {
    const [alice, guest] = [
      openStream(await request({ accept: STREAM }, cookies.alice)),
      openStream(await request({ accept: STREAM })),
    ];
    await Promise.all([
      alice.until(() => alice.text().length > 0),
      guest.until(() => guest.text().length > 0),
    ]);
    const bobs = await insertFrame('notification', characterIds.bob!, { title: 'for bob' });
    const alices = await insertFrame('notification', characterIds.alice!, { title: 'for alice' });
    const turn = await insertFrame('turn', null, { turn: 2, nextTurnAt: null });

    // A turn is also sent as `turn_complete`, and a notification's title as `message`: the names the original
    // game's desktop client reads.
    const aliasSent = (frames: { id: number; event: string }[]) =>
      frames.some((frame) => frame.id === turn && frame.event === 'turn_complete');
    const seen = await alice.until(aliasSent);
    expect(seen).toEqual([
      { id: alices, event: 'notification', data: { title: 'for alice', message: 'for alice' } },
      { id: turn, event: 'turn', data: { turn: 2, nextTurnAt: null } },
      { id: turn, event: 'turn_complete', data: { turn: 2, nextTurnAt: null } },
    ]);
    expect(seen.map((frame) => frame.id)).not.toContain(bobs);
    const guestSeen = await guest.until(aliasSent);
    expect(guestSeen.map((frame) => frame.event)).toEqual(['turn', 'turn_complete']);
    await Promise.all([alice.close(), guest.close()]);
  });

  it('replays the log after Last-Event-ID on reconnect, then goes live, without gaps or repeats', async () => {
    const first = await insertFrame('turn', null, { turn: 3 });
    const missed = [
      await insertFrame('notification', characterIds.alice!, { title: 'while away' }),
      await insertFrame('notification', characterIds.bob!, { title: 'not alice' }),
      await insertFrame('turn', null, { turn: 4 }),
    ];
    const stream = openStream(
      await request({ accept: STREAM, 'last-event-id': String(first) }, cookies.alice),
    );
    await stream.until((frames) => frames.some((frame) => frame.id === missed[2]));
    const live = await insertFrame('turn', null, { turn: 5 });
    const frames = await stream.until((all) =>
      all.some((frame) => frame.id === live && frame.event === 'turn_complete'),
    );
    // Each turn twice: as `turn` and as `turn_complete`.
    expect(frames.map((frame) => frame.id)).toEqual([missed[0], missed[2], missed[2], live, live]);
    await stream.close();
  });

  it('does not send again a frame at or below Last-Event-ID that the hub hears of only after the reconnect', async () => {
    // Written without its signal, as if its NOTIFY were still on the way when the client reconnects.
    const unheard = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const row = await tx.execute<{ seq: number }>(sql`
        insert into live_events (kind, payload, turn) values ('turn', '{"turn":8}'::jsonb, 1) returning seq`);
      return Number(row.rows[0]!.seq);
    });
    const stream = openStream(
      await request({ accept: STREAM, 'last-event-id': String(unheard) }, cookies.alice),
    );
    await stream.until(() => stream.text().length > 0);
    const next = await insertFrame('turn', null, { turn: 9 });
    const frames = await stream.until((all) => all.some((frame) => frame.event === 'turn_complete'));
    expect(frames.map((frame) => frame.id)).toEqual([next, next]);
    await stream.close();
  });

  it('still sends a reconnect a frame below its Last-Event-ID that committed late, filling a hole', async () => {
    const writer = await database.pool.connect();
    try {
      await writer.query('begin');
      const late = await writer.query<{ seq: string }>(
        `insert into live_events (kind, payload, turn) values ('world_event', '{"late":true}'::jsonb, 1) returning seq`,
      );
      const after = await insertFrame('turn', null, { turn: 10 });
      await liveHub().signal();
      const stream = openStream(
        await request({ accept: STREAM, 'last-event-id': String(after) }, cookies.alice),
      );
      await stream.until(() => stream.text().length > 0);
      await writer.query('commit');
      const frames = await stream.until((all) => all.length > 0);
      expect(frames.map((frame) => [frame.id, frame.event])).toEqual([
        [Number(late.rows[0]!.seq), 'world_event'],
      ]);
      await stream.close();
    } finally {
      writer.release();
    }
  });

  it('replays to a first connection what came after its page render (?since=); a Last-Event-ID wins', async () => {
    const rendered = await currentLiveSeq(database.db);
    const missed = await insertFrame('turn', null, { turn: 6 });
    expect(await currentLiveSeq(database.db)).toBe(missed);
    const first = openStream(
      await request({ accept: STREAM }, cookies.alice, `/api/events?since=${rendered}`),
    );
    const frames = await first.until((all) => all.some((frame) => frame.event === 'turn_complete'));
    expect(frames.map((frame) => [frame.id, frame.event])).toEqual([
      [missed, 'turn'],
      [missed, 'turn_complete'],
    ]);
    await first.close();

    const later = await insertFrame('turn', null, { turn: 7 });
    const resumed = openStream(
      await request(
        { accept: STREAM, 'last-event-id': String(missed) },
        cookies.alice,
        `/api/events?since=${rendered}`,
      ),
    );
    const again = await resumed.until((all) => all.some((frame) => frame.event === 'turn_complete'));
    expect(again.map((frame) => frame.id)).toEqual([later, later]);
    await resumed.close();
  });

  it('ignores a Last-Event-ID that is not a sequence number', async () => {
    const response = await request({ accept: STREAM, 'last-event-id': 'x; drop table' }, cookies.alice);
    expect(response.status).toBe(200);
    await openStream(response).close();
  });
});

describe('the LISTEN connection', () => {
  it('reconnects when dropped and delivers what was written meanwhile', async () => {
    const stream = openStream(await request({ accept: STREAM }));
    await stream.until(() => stream.text().length > 0);
    const dropped = await database.db.execute<{ n: number }>(sql`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where application_name = 'listen:live_events' and datname = current_database()`);
    expect(dropped.rows[0]!.n).toBe(1);
    const seq = await insertFrame('turn', null, { turn: 99 });
    const frames = await stream.until((all) => all.some((frame) => frame.id === seq));
    expect(frames.find((frame) => frame.id === seq)?.data).toEqual({ turn: 99 });
    await stream.close();
  });
});

describe('caps', () => {
  it('refuses one stream too many per account with 429 in the client envelope, and frees the slot on close', async () => {
    const open = [];
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i++) {
      const response = await request({ accept: STREAM }, cookies.bob);
      expect(response.status).toBe(200);
      open.push(openStream(response));
    }
    const refused = await request({ accept: STREAM }, cookies.bob);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'rate_limited' });
    expect(body.error).toMatch(/live streams/);
    expect(body.ok).toBeUndefined();
    // Alice's slots are her own.
    const alice = await request({ accept: STREAM }, cookies.alice);
    expect(alice.status).toBe(200);
    await openStream(alice).close();

    await open.pop()!.close();
    const again = await request({ accept: STREAM }, cookies.bob);
    expect(again.status).toBe(200);
    open.push(openStream(again));
    await Promise.all(open.map((stream) => stream.close()));
  });
});

describe('slots and lifetimes', () => {
  it("counts an account's streams across processes: the cap holds however they are spread", async () => {
    const [first, second] = [new LiveHub(database.db, database.url), new LiveHub(database.db, database.url)];
    const key = 'user:spread-over-two-processes';
    const leases: { hub: LiveHub; lease: string }[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i++) {
      const hub = i % 2 ? second : first;
      leases.push({ hub, lease: await hub.admit(key) });
    }
    await expect(first.admit(key)).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(second.admit(key)).rejects.toMatchObject({ code: 'rate_limited' });
    // A released slot is free again for either process.
    const { hub, lease } = leases.pop()!;
    hub.release(lease);
    hub.release(lease);
    await expect
      .poll(
        async () =>
          (await database.db.execute(sql`select id from live_stream_leases where client_key = ${key}`)).rows
            .length,
      )
      .toBe(LIVE_STREAMS_PER_CLIENT - 1);
    await second.admit(key);
    // A process that stops gives its slots back.
    await Promise.all([first.stop(), second.stop()]);
    const left = await database.db.execute(sql`select id from live_stream_leases where client_key = ${key}`);
    expect(left.rows).toEqual([]);
  });

  it("keeps a process's leases alive with one heartbeat row, and frees them all when it lapses", async () => {
    const [dying, other] = [new LiveHub(database.db, database.url), new LiveHub(database.db, database.url)];
    const key = 'user:held-by-a-dying-process';
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i++) await dying.admit(key);
    await dying.renewLeases();
    const holders = await database.db.execute<{ n: number }>(sql`
      select count(distinct h.holder)::int as n from live_stream_holders h
      join live_stream_leases l on l.holder = h.holder where l.client_key = ${key}`);
    expect(holders.rows[0]!.n).toBe(1);
    await expect(other.admit(key)).rejects.toMatchObject({ code: 'rate_limited' });
    // The process dies: its heartbeat is no longer renewed and lapses, and every one of its slots with it.
    await database.db.execute(sql`
      update live_stream_holders set expires_at = now() - interval '1 second'
      where holder in (select holder from live_stream_leases where client_key = ${key})`);
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i++) await other.admit(key);
    const left = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from live_stream_leases where client_key = ${key}`,
    );
    expect(left.rows[0]!.n).toBe(LIVE_STREAMS_PER_CLIENT);
    await Promise.all([dying.stop(), other.stop()]);
  });

  it('takes no slot for a HEAD: ten of them leave every slot free', async () => {
    for (let i = 0; i < 10; i++) {
      const head = await HEAD(
        clientRequest('/api/events', { method: 'HEAD', headers: { accept: STREAM }, cookie: cookies.bob }),
        routeContext(),
      );
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(head.body).toBeNull();
    }
    const open = [];
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i++) {
      const response = await request({ accept: STREAM }, cookies.bob);
      expect(response.status).toBe(200);
      open.push(openStream(response));
    }
    await Promise.all(open.map((stream) => stream.close()));
  });

  it('ends a stream when its session logs out, and keeps the other sessions of the account open', async () => {
    const leaving = await sessionCookieFor(database.db, 'alice');
    const ended = openStream(await request({ accept: STREAM }, leaving));
    const staying = openStream(await request({ accept: STREAM }, cookies.alice));
    await Promise.all([
      ended.until(() => ended.text().length > 0),
      staying.until(() => staying.text().length > 0),
    ]);

    const out = await logout(
      clientRequest('/api/auth/logout', { method: 'POST', cookie: leaving }),
      routeContext(),
    );
    expect(out.status).toBe(200);
    await expect(ended.until(() => false)).rejects.toThrow(/stream ended/);
    // A private frame after the logout reaches only the session still signed in.
    const after = await insertFrame('notification', characterIds.alice!, { title: 'after logout' });
    await staying.until((frames) => frames.some((frame) => frame.id === after));
    expect(ended.frames().map((frame) => frame.id)).not.toContain(after);
    await staying.close();
  });

  it('ends a stream whose session expired at the next session check', async () => {
    const expiring = await sessionCookieFor(database.db, 'bob');
    const stream = openStream(await request({ accept: STREAM }, expiring));
    await stream.until(() => stream.text().length > 0);
    const sessionId = await sessionIdOf(expiring.slice(expiring.indexOf('=') + 1));
    await database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${sessionId}`,
    );
    await liveHub().checkSessions();
    await expect(stream.until(() => false)).rejects.toThrow(/stream ended/);
  });
});

describe('the turn writes its frames', () => {
  it('a committed turn sends a turn frame with the new turn, after the world events it started', async () => {
    const stream = openStream(await request({ accept: STREAM }));
    await stream.until(() => stream.text().length > 0);
    const before = await database.db.execute<{ turn: number }>(
      sql`select current_turn as turn from game_state`,
    );
    const turn = before.rows[0]!.turn;
    const lastEvent = await database.db.execute<{ id: number }>(
      sql`select coalesce(max(id), 0) as id from world_events`,
    );
    await runSystemTurns(database.db, [], 1);
    const frames = await stream.until((all) => all.some((frame) => frame.event === 'turn'));
    const turnFrame = frames.find((frame) => frame.event === 'turn')!;
    expect(turnFrame.data).toMatchObject({ turn: turn + 1, completedTurn: turn });
    const started = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from world_events where id > ${lastEvent.rows[0]!.id}`,
    );
    const eventFrames = frames.filter((frame) => frame.event === 'world_event');
    expect(eventFrames).toHaveLength(started.rows[0]!.n);
    for (const frame of eventFrames) expect(frame.id).toBeLessThan(turnFrame.id);
    await stream.close();
  });

  it('prunes frames older than the kept turns', async () => {
    const current = await database.db.execute<{ turn: number }>(
      sql`select current_turn as turn from game_state`,
    );
    const old = current.rows[0]!.turn - LIVE_EVENTS_KEEP_TURNS - 1;
    await database.db.execute(
      sql`insert into live_events (kind, payload, turn) values ('turn', '{}', ${old})`,
    );
    await runSystemTurns(database.db, ['core'], 1);
    const left = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from live_events where turn < ${old + 1}`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
