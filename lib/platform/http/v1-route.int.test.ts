import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokeApiKey } from '@/lib/platform/auth/api-keys';
import { endpoints } from '@/lib/systems/game/api-catalog/catalog';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { v1Route, type V1Context } from './v1-route';

const database = seededSuiteDatabase();

describe('API key check', () => {
  it.each([
    ['missing', null],
    ['unknown', 'svc_pub_thisKeyWasNeverIssuedByTheServer0123456'],
    ['malformed', 'Bearer something'],
  ])('refuses a %s key with 401 in the v1 envelope', async (_kind, apiKey) => {
    const { status, body, headers } = await callV1('game', { apiKey });
    expect(status).toBe(401);
    expect(body).toEqual({ ok: false, error: expect.any(String), code: 'UNAUTHORIZED' });
    expect(headers.get('X-Request-Id')).toBeTruthy();
  });

  it('refuses a revoked key with 401', async () => {
    const token = await freshApiKey('bob');
    expect((await callV1('game', { apiKey: token })).status).toBe(200);
    const [key] = await database.db
      .execute<{ id: string; user_id: string }>(
        sql`select k.id, k.user_id from api_keys k join users u on u.id = k.user_id
            where u.username = 'bob' and k.revoked_at is null`,
      )
      .then((r) => r.rows);
    await revokeApiKey(database.db, key!.user_id, key!.id);
    const { status, body } = await callV1('game', { apiKey: token });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
  });

  it('accepts a private key on public endpoints', async () => {
    const { status, body } = await callV1('countries', { apiKey: await freshApiKey('bob', 'private') });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
  });
});

describe('request context', () => {
  it('hands the handler the request id, the base URL and a logger tagged with both ids', async () => {
    let seen: V1Context<typeof endpoints.game> | undefined;
    const route = v1Route(endpoints.game, async (ctx) => {
      seen = ctx;
      return { found: false };
    });
    const response = await route(
      new Request('http://localhost:3000/api/public/v1/game', {
        headers: {
          'x-api-key': await freshApiKey('alice'),
          'x-request-id': 'req-0123456789',
          host: 'play.example',
          'x-forwarded-proto': 'https',
        },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Request-Id')).toBe('req-0123456789');
    expect(seen!.requestId).toBe('req-0123456789');
    expect(seen!.baseUrl).toBe('https://play.example');
    expect(seen!.log.bindings()).toMatchObject({ requestId: 'req-0123456789', endpoint: 'game' });
  });

  it('echoes a well-formed X-Request-Id and builds links from the request origin', async () => {
    const { body } = await callV1('meta', {
      apiKey: await freshApiKey('alice'),
      origin: 'https://play.example',
    });
    expect(body.baseUrl).toBe('https://play.example');
    expect(body.openapi.url).toBe('https://play.example/api/public/v1/openapi.json');
  });
});
