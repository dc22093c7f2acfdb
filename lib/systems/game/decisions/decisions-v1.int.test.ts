// The decisions routes over HTTP: the public v1 list of decided decisions, and the player's own routes in
// the client envelope (a refusal answers its documented status and writes nothing).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastPhases, phaseById } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { freshApiKey } from '@/lib/testing/api-keys';
import { loginAs } from '@/lib/testing/client-requests';
import { callClientRoute } from '@/lib/testing/client-routes';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';

const database = seededSuiteDatabase();
let apiKey: string;
let alice: string;
const db = () => database.db;
const OPEN = [
  'corporations-decisions-open',
  'party-decisions-open',
  'world-decisions-open',
  'decisions-close',
];

beforeAll(async () => {
  apiKey = await freshApiKey('bob');
  alice = await loginAs('alice');
  for (let turn = 1; turn <= 8; turn++) {
    await runTurn(db(), {
      trigger: 'cli',
      when: 'now',
      now: new Date(Date.UTC(2030, 0, 1) + turn * 300_000),
      phases: [...OPEN.map((id) => phaseById(id)), ...lastPhases],
    });
  }
});

const decisionsOf = (code: string, query: Record<string, string> = {}) =>
  callV1('countryDecisions', { apiKey, params: { code }, query });

describe('GET /api/public/v1/country/[code]/decisions', () => {
  it('lists decided decisions newest first: who, what, when and the outcome', async () => {
    const busiest = (
      await db().execute<{ country_id: string }>(sql`
        select country_id from decisions where status = 'decided' group by 1 order by count(*) desc, 1 limit 1`)
    ).rows[0]!.country_id;
    const { status, body } = await decisionsOf(busiest.toLowerCase(), { limit: '3' });
    expect(status).toBe(200);
    expect(body.found).toBe(true);
    expect(body.countryId).toBe(busiest);
    expect(body.decisions.length).toBeGreaterThan(0);
    expect(body.decisions.length).toBeLessThanOrEqual(3);
    const turns = body.decisions.map((d: { decidedTurn: number }) => d.decidedTurn);
    expect(turns).toEqual([...turns].sort((a, b) => b - a));
    expect(body.decisions[0]).toMatchObject({
      characterName: expect.any(String),
      decidedBy: expect.stringMatching(/^(player|npc|default)$/),
      outcome: { option: expect.any(String), label: expect.any(String), consequences: expect.any(String) },
    });
  });

  it('answers found false for an unknown country and 400 for a bad limit', async () => {
    expect((await decisionsOf('zz')).body).toMatchObject({ found: false, countryId: null, decisions: [] });
    expect((await decisionsOf('us', { limit: '0' })).status).toBe(400);
  });
});

describe('the player routes', () => {
  it('GET /api/decisions lists the player’s open and recent decisions', async () => {
    const response = await callClientRoute({ path: '/api/decisions', method: 'GET' }, { cookie: alice });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ currentTurn: 9, open: expect.any(Array), recent: expect.any(Array) });
  });

  it('POST /api/decisions/[id] refuses a decision put to someone else with 403, writing nothing', async () => {
    const other = (
      await db().execute<{ id: number }>(sql`
        select d.id from decisions d join characters c on c.id = d.addressee_character_id
        join users u on u.id = c.user_id where u.username <> 'alice' and d.status = 'open'
        union all select d.id from decisions d where d.addressee_character_id is null or d.status = 'decided'
        limit 1`)
    ).rows[0]!.id;
    const before = await db().execute(sql`select status, chosen_option from decisions where id = ${other}`);
    const response = await callClientRoute(
      { path: '/api/decisions/[id]', method: 'POST' },
      { cookie: alice, params: { id: String(other) }, body: { option: 'wait' } },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.any(String), code: 'NOT_ADDRESSEE' });
    const after = await db().execute(sql`select status, chosen_option from decisions where id = ${other}`);
    expect(after.rows).toEqual(before.rows);
    const missing = await callClientRoute(
      { path: '/api/decisions/[id]', method: 'POST' },
      { cookie: alice, params: { id: '999999' }, body: { option: 'wait' } },
    );
    expect(missing.status).toBe(404);
  });
});
