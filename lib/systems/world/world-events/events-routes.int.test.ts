// The event reads: catalog contract (strict shapes), filters, misses and bad input in the client
// envelope, and the EventSource case: /api/events/active answers JSON to any Accept, and the proxy lets
// a stream request through to /api/events (whose stream is in live-stream.int.test.ts).
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import { clientRequest, routeContext } from '@/lib/testing/client-requests';
import { deepStrict } from '@/lib/testing/deep-strict';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { worldEventEndpoints } from '@/lib/systems/world/world-events/catalog';
import { GET as getRoute } from '@/app/api/events/[id]/route';
import { GET as activeRoute } from '@/app/api/events/active/route';
import { GET as listRoute } from '@/app/api/events/route';

type Handler = (request: Request, context: ReturnType<typeof routeContext>) => Promise<Response>;
const handlers: Record<keyof typeof worldEventEndpoints, Handler> = {
  listEvents: listRoute,
  listActiveEvents: activeRoute,
  getEvent: getRoute,
};

const database = seededSuiteDatabase();
beforeAll(async () => {
  // Run turns until some events have expired while others are under way (the draws are seeded).
  for (let turns = 0; turns < 80; turns += 5) {
    await runSystemTurns(database.db, [], 5);
    const mix = await database.db.execute<{ active: number; expired: number }>(sql`
      select count(*) filter (where status = 'active')::int as active,
        count(*) filter (where status = 'expired')::int as expired from world_events`);
    if (mix.rows[0]!.active > 0 && mix.rows[0]!.expired > 0) break;
  }
});

async function call(
  handler: Handler,
  path: string,
  options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const response = await handler(
    clientRequest(path, { headers: options.headers }),
    routeContext(options.params),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { response, status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('event reads match their catalog', () => {
  for (const [id, endpoint] of Object.entries(worldEventEndpoints)) {
    it(`${id}: ${endpoint.path}`, async () => {
      const example = endpoint.example as { query?: Record<string, string>; params?: Record<string, string> };
      const query = new URLSearchParams(example.query ?? {}).toString();
      const path = endpoint.path.replace('[id]', example.params?.id ?? '');
      const answer = await call(handlers[id as keyof typeof handlers], `${path}?${query}`, {
        params: example.params,
      });
      expect(answer.status).toBe(200);
      const parsed = deepStrict(endpoint.response).safeParse(answer.body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    });
  }
});

describe('GET /api/events', () => {
  it('lists active and expired events newest first, with their effects', async () => {
    const { body } = await call(listRoute, '/api/events?limit=200');
    expect(body.found).toBe(true);
    const ids = body.events.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const statuses = new Set(body.events.map((e: { status: string }) => e.status));
    expect(statuses).toEqual(new Set(['active', 'expired']));
    const expired = body.events.find((e: { status: string }) => e.status === 'expired');
    expect(expired.recovery.metrics.length).toBe(expired.effects.metrics.length);
    expect(expired.expiredTurn).toBeGreaterThan(expired.endTurn);
    for (const event of body.events) expect(event.effects.metrics.length).toBeGreaterThan(0);
  });

  it('filters by country (GB means UK), state, kind and status', async () => {
    const counts = await database.db.execute<{
      country_id: string;
      state_id: string;
      kind: string;
      n: number;
    }>(sql`
      select country_id, state_id, kind, count(*) over (partition by state_id)::int as n
      from world_events where state_id is not null order by id limit 1`);
    const sample = counts.rows[0]!;

    const uk = await call(listRoute, '/api/events?country=gb');
    expect(uk.status).toBe(200);
    for (const event of uk.body.events) expect(event.countryId).toBe('UK');

    const state = await call(listRoute, `/api/events?state=${sample.state_id.toLowerCase()}`);
    expect(state.body.events).toHaveLength(sample.n);
    for (const event of state.body.events) expect(event.stateId).toBe(sample.state_id);

    const kind = await call(listRoute, `/api/events?kind=${sample.kind}&country=${sample.country_id}`);
    expect(kind.body.events.length).toBeGreaterThan(0);
    for (const event of kind.body.events) {
      expect(event).toMatchObject({ kind: sample.kind, countryId: sample.country_id });
    }

    const expired = await call(listRoute, '/api/events?status=expired');
    expect(expired.body.events.length).toBeGreaterThan(0);
    for (const event of expired.body.events) expect(event.status).toBe('expired');

    const none = await call(listRoute, '/api/events?country=FR');
    expect(none).toMatchObject({ status: 200, body: { found: false, events: [] } });
  });

  it('answers bad filters with 400 in the client envelope', async () => {
    for (const query of [
      'kind=meteor',
      'status=pending',
      'country=U$',
      'state=%3Cscript%3E',
      'limit=0',
      'limit=x',
    ]) {
      const { status, body } = await call(listRoute, `/api/events?${query}`);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('BAD_REQUEST');
      expect(typeof body.error).toBe('string');
      expect(body.ok, 'client envelope, not v1').toBeUndefined();
    }
    const active = await call(activeRoute, '/api/events/active?kind=flood');
    expect(active.status).toBe(400);
  });

  it('answers an EventSource on /api/events/active with 200 JSON; the proxy passes /api/events through', async () => {
    const headers = { accept: 'text/event-stream', 'cache-control': 'no-cache', 'last-event-id': '7' };
    const { response, status, body } = await call(activeRoute, '/api/events/active', { headers });
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Array.isArray(body.events)).toBe(true);
    // proxy.ts lets the stream request through to the route untouched.
    const screened = proxy(new NextRequest('http://localhost:3000/api/events', { headers }));
    expect(screened.status).toBe(200);
    expect(screened.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('GET /api/events/active and /api/events/[id]', () => {
  it('the active feed holds exactly the active events', async () => {
    const { body } = await call(activeRoute, '/api/events/active?limit=200');
    const active = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from world_events where status = 'active'`,
    );
    expect(body.events).toHaveLength(active.rows[0]!.n);
    for (const event of body.events) {
      expect(event.status).toBe('active');
      expect(event.endTurn).toBeGreaterThanOrEqual(body.currentTurn - 1);
    }
  });

  it('serves one event, 404 for a miss and 400 for a malformed id', async () => {
    const one = await call(getRoute, '/api/events/2', { params: { id: '2' } });
    expect(one.status).toBe(200);
    expect(one.body.event.id).toBe(2);

    const miss = await call(getRoute, '/api/events/999999', { params: { id: '999999' } });
    expect(miss.status).toBe(404);
    expect(miss.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(miss.body.ok).toBeUndefined();

    for (const id of ['abc', '0', '-1', '1.5', '12345678901']) {
      const bad = await call(getRoute, `/api/events/${id}`, { params: { id } });
      expect(bad.status, id).toBe(400);
      expect(bad.body.code).toBe('BAD_REQUEST');
    }
  });
});
