// The live stream as the front gate serves it, on a real Node server: the stream's requests never reach
// the handler behind the gate (Next's), everything else does; frames arrive; the per-address cap answers
// 429 in the client envelope; a closed stream gives its slot back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontGate, serveBeforeNext } from '@/lib/platform/http/front-gate';
import { installIncomingRequestHooks } from '@/lib/platform/http/incoming-request';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { LIVE_STREAMS_PER_CLIENT } from '@/lib/systems/core/live/constants';
import { liveHub } from '@/lib/systems/core/live/live-hub';
import { serveLiveStream } from './gate-stream';

const database = seededSuiteDatabase();
let server: http.Server;
let port: number;
const reachedNext: string[] = [];

beforeAll(async () => {
  installIncomingRequestHooks(1);
  serveBeforeNext(serveLiveStream);
  server = http.createServer(
    frontGate((request, response) => {
      reachedNext.push(`${request.method} ${request.url} ${request.headers.accept ?? ''}`);
      response.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await liveHub().stop();
});

interface Opened {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  until(part: string): Promise<void>;
  close(): void;
}

function open(
  localAddress: string,
  accept = 'text/event-stream',
  method = 'GET',
  path = '/api/events',
): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        localAddress,
        agent: false,
        headers: { accept },
      },
      (response) => {
        let text = '';
        const waiters: { part: string; done: () => void }[] = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          for (const waiter of waiters.filter((w) => text.includes(w.part))) waiter.done();
        });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () => text,
          until: (part) =>
            new Promise<void>((done, fail) => {
              if (text.includes(part)) return done();
              waiters.push({ part, done });
              response.on('end', () => fail(new Error(`ended without ${part}; got:\n${text}`)));
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function leasesOf(address: string): Promise<number> {
  const rows = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from live_stream_leases where client_key = ${`ip:${address}`}`,
  );
  return rows.rows[0]!.n;
}

describe('the live stream served by the front gate', () => {
  it('answers the stream before Next, with the stream and security headers, and delivers a turn frame', async () => {
    const stream = await open('127.0.9.1');
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await stream.until(': connected\n\n');
    expect(stream.text()).toMatch(/^retry: \d+\n: connected\n\n/);
    await database.db.execute(sql`
      insert into live_events (kind, character_id, payload, turn)
      values ('turn', null, '{"turn": 2}'::jsonb, 1)`);
    await stream.until('event: turn_complete\n');
    expect(stream.text()).toMatch(/event: turn\ndata: \{"turn":2\}\n\n/);
    expect(reachedNext).toEqual([]);
    stream.close();
  });

  it('replays to a first connection what came after its page render (?since=)', async () => {
    const rendered = await database.db.execute<{ seq: string }>(
      sql`select coalesce(max(seq), 0)::text as seq from live_events`,
    );
    await database.db.execute(sql`
      insert into live_events (kind, character_id, payload, turn)
      values ('turn', null, '{"turn": 9}'::jsonb, 1)`);
    const stream = await open(
      '127.0.9.2',
      'text/event-stream',
      'GET',
      `/api/events?since=${rendered.rows[0]!.seq}`,
    );
    await stream.until('event: turn_complete\n');
    expect(stream.text()).toMatch(/event: turn\ndata: \{"turn":9\}\n\n/);
    stream.close();
  });

  it('leaves the JSON list, and HEAD without a stream slot, to the right handler', async () => {
    const json = await open('127.0.9.2', 'application/json');
    await json.until('next');
    expect(reachedNext).toEqual(['GET /api/events application/json']);
    const head = await open('127.0.9.2', 'text/event-stream', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(await leasesOf('127.0.9.2')).toBe(0);
  });

  it('holds five streams per guest address, refuses the sixth in the envelope, and frees a closed slot', async () => {
    const address = '127.0.9.3';
    const streams = [];
    for (let i = 0; i < LIVE_STREAMS_PER_CLIENT; i++) {
      const stream = await open(address);
      expect(stream.status).toBe(200);
      await stream.until(': connected');
      streams.push(stream);
    }
    const refused = await open(address);
    expect(refused.status).toBe(429);
    await refused.until('}');
    expect(JSON.parse(refused.text())).toMatchObject({ code: 'rate_limited' });
    // Another address is not affected.
    const other = await open('127.0.9.4');
    expect(other.status).toBe(200);
    other.close();

    streams[0]!.close();
    await expect.poll(() => leasesOf(address)).toBe(LIVE_STREAMS_PER_CLIENT - 1);
    const again = await open(address);
    expect(again.status).toBe(200);
    for (const stream of [...streams, again]) stream.close();
  });
});
