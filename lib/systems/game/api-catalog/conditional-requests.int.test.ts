import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '@/lib/systems/game/api-catalog/catalog';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { freshApiKey } from '@/lib/testing/api-keys';
import { callEndpoint } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';

const database = seededSuiteDatabase();
let alice: string;
let bob: string;

beforeAll(async () => {
  [alice, bob] = await Promise.all([freshApiKey('alice'), freshApiKey('bob')]);
});

/** `game` is answered from the world version; `countries` and `parties` are tagged by content. */
describe.each([
  ['game', {}],
  ['countries', {}],
  ['parties', { country: 'us' }],
] as const)('conditional GET %s', (id, query) => {
  it('answers the same read 304 the second time, still spending a point and carrying the limits', async () => {
    const first = await callV1(id, { apiKey: alice, query });
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');

    const second = await callV1Raw(id, alice, query, etag!);
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
    expect(second.headers.get('ETag')).toBe(etag);
    expect(second.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(second.headers.get('X-Request-Id')).toBeTruthy();
    expect(Number(second.headers.get('X-RateLimit-Remaining'))).toBe(
      Number(first.headers.get('X-RateLimit-Remaining')) - 1,
    );
  });

  it("never matches another account's ETag", async () => {
    const etag = (await callV1(id, { apiKey: alice, query })).headers.get('ETag')!;
    const other = await callV1Raw(id, bob, query, etag);
    expect(other.status).toBe(200);
    expect(other.headers.get('ETag')).not.toBe(etag);
  });

  it('answers 200 when If-None-Match names some other tag', async () => {
    const stale = await callV1Raw(id, alice, query, 'W/"not-this-one"');
    expect(stale.status).toBe(200);
    expect((await stale.json()).ok).toBe(true);
  });
});

it('tags different parameters differently', async () => {
  const us = await callV1('parties', { apiKey: alice, query: { country: 'us' } });
  const uk = await callV1('parties', { apiKey: alice, query: { country: 'uk' } });
  expect(us.headers.get('ETag')).not.toBe(uk.headers.get('ETag'));
  expect((await callV1Raw('parties', alice, { country: 'uk' }, us.headers.get('ETag')!)).status).toBe(200);
});

it('answers 200 with a new ETag once a turn has run', async () => {
  const before = await callV1('game', { apiKey: alice });
  await runTurn(database.db, { trigger: 'cli', when: 'now' });
  const after = await callV1Raw('game', alice, {}, before.headers.get('ETag')!);
  expect(after.status).toBe(200);
  expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
  expect((await after.json()).currentTurn).toBe(before.body.currentTurn + 1);
});

/** The raw Response, for a 304's empty body. */
function callV1Raw(
  id: EndpointId,
  apiKey: string,
  query: Record<string, string>,
  ifNoneMatch: string,
): Promise<Response> {
  // As fetch() sends a conditional request: it adds Cache-Control: no-cache on its own.
  return callEndpoint(endpoints[id], {
    apiKey,
    query,
    headers: { 'If-None-Match': ifNoneMatch, 'Cache-Control': 'no-cache' },
  });
}
