import { describe, expect, it } from 'vitest';
import { createStatecraftClient, newIdempotencyKey, wasRevalidated } from './index';

const BASE = 'https://play.example';

/** A server stand-in: answers each request with the next scripted response and records what it got. */
function scripted(...answers: (() => Response)[]) {
  const seen: Request[] = [];
  return {
    seen,
    fetch: async (request: Request) => {
      seen.push(request);
      const next = answers.shift();
      if (!next) throw new Error(`unexpected request ${request.method} ${request.url}`);
      return next();
    },
  };
}

const game = (turn: number, etag: string) => () =>
  Response.json({ ok: true, found: true, currentTurn: turn }, { headers: { ETag: etag } });

describe('createStatecraftClient', () => {
  it('sends the key, revalidates with the ETag and serves the cached body on 304', async () => {
    const server = scripted(
      game(7, 'W/"a"'),
      () => new Response(null, { status: 304, headers: { ETag: 'W/"a"', 'X-RateLimit-Remaining': '58' } }),
      game(8, 'W/"b"'),
    );
    const client = createStatecraftClient({ baseUrl: `${BASE}/`, apiKey: 'svc_pub_k', fetch: server.fetch });

    const first = await client.GET('/api/public/v1/game');
    const second = await client.GET('/api/public/v1/game');
    const third = await client.GET('/api/public/v1/game');

    expect(
      server.seen.map((r) => [r.url, r.headers.get('X-API-Key'), r.headers.get('If-None-Match')]),
    ).toEqual([
      [`${BASE}/api/public/v1/game`, 'svc_pub_k', null],
      [`${BASE}/api/public/v1/game`, 'svc_pub_k', 'W/"a"'],
      [`${BASE}/api/public/v1/game`, 'svc_pub_k', 'W/"a"'],
    ]);
    expect(first.data?.currentTurn).toBe(7);
    expect(second.data?.currentTurn).toBe(7);
    expect(wasRevalidated(second.response)).toBe(true);
    expect(second.response.headers.get('X-RateLimit-Remaining')).toBe('58');
    expect(third.data?.currentTurn).toBe(8);
    expect(wasRevalidated(third.response)).toBe(false);
    expect(client.stats.notModified).toBe(1);
  });

  it('waits Retry-After on a 429 and sends the write again with the same Idempotency-Key', async () => {
    const waits: number[] = [];
    const server = scripted(
      () =>
        Response.json(
          { ok: false, code: 'rate_limited', retryAfter: 2 },
          { status: 429, headers: { 'Retry-After': '2' } },
        ),
      () => Response.json({ ok: false, code: 'rate_limited', retryAfter: 5 }, { status: 429 }),
      () => Response.json({ ok: true, found: true }),
    );
    const client = createStatecraftClient({
      baseUrl: BASE,
      apiKey: 'svc_priv_k',
      fetch: server.fetch,
      sleep: async (ms) => void waits.push(ms),
    });
    const key = newIdempotencyKey();
    const { response } = await client.POST('/api/v1/transfer', {
      params: { header: { 'Idempotency-Key': key } },
      body: { targetCharacterId: '42', amount: 1000 },
    });
    expect(response.status).toBe(200);
    expect(waits).toEqual([2000, 5000]);
    expect(server.seen.map((r) => r.headers.get('Idempotency-Key'))).toEqual([key, key, key]);
    expect(await Promise.all(server.seen.map((r) => r.text()))).toEqual(
      Array(3).fill('{"targetCharacterId":"42","amount":1000}'),
    );
    expect(client.stats.rateLimitRetries).toBe(2);
  });

  it('gives up after maxRetries and returns the 429', async () => {
    const limited = () =>
      Response.json({ ok: false, code: 'rate_limited' }, { status: 429, headers: { 'Retry-After': '1' } });
    const server = scripted(limited, limited);
    const client = createStatecraftClient({
      baseUrl: BASE,
      apiKey: 'svc_pub_k',
      fetch: server.fetch,
      maxRetries: 1,
      sleep: async () => {},
    });
    const { response, error } = await client.GET('/api/public/v1/game');
    expect(response.status).toBe(429);
    expect(error).toMatchObject({ code: 'rate_limited' });
    expect(server.seen).toHaveLength(2);
  });
});
