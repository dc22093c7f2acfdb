import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bucketLimit } from '@/lib/platform/rate-limit';
import { freshApiKey } from '@/lib/testing/api-keys';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';

const database = seededSuiteDatabase();
let apiKey: string;

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
});

describe('GET /api/public/v1/parties', () => {
  it('orders parties by member count and lists every country without a filter', async () => {
    const us = (await callV1('parties', { apiKey, query: { country: 'us' } })).body.parties as {
      memberCount: number;
      countryId: string;
    }[];
    expect(us.length).toBeGreaterThan(1);
    expect(us.every((p) => p.countryId === 'US')).toBe(true);
    const counts = us.map((p) => p.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const total = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from characters where country_id = 'US'`,
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total.rows[0]!.n);

    const all = (await callV1('parties', { apiKey })).body.parties as { countryId: string }[];
    expect(new Set(all.map((p) => p.countryId))).toEqual(new Set(['US', 'UK', 'DE', 'JP']));
  });

  it('takes GB for UK', async () => {
    const { body } = await callV1('parties', { apiKey, query: { country: 'GB' } });
    expect(body.found).toBe(true);
    expect(body.parties.length).toBeGreaterThan(0);
    expect(body.parties.every((p: { countryId: string }) => p.countryId === 'UK')).toBe(true);
  });

  it('answers an unknown country with found:false and an empty list', async () => {
    const { body } = await callV1('parties', { apiKey, query: { country: 'ZZ' } });
    expect(body).toEqual({ ok: true, found: false, parties: [] });
  });
});

describe('GET /api/public/v1/party', () => {
  it('gives a party its chair and top five members by influence', async () => {
    const { body } = await callV1('party', { apiKey, query: { id: 'US-DEM', country: 'us' } });
    const members = body.party.topMembers as { politicalInfluence: number; name: string }[];
    expect(members).toHaveLength(5);
    const influence = members.map((m) => m.politicalInfluence);
    expect(influence).toEqual([...influence].sort((a, b) => b - a));
    expect(body.party.chairName).toBe(members[0]!.name);
    // The seeded chair leads until the first leadership race: chairName is the leader's name.
    expect(body.party.leader).toMatchObject({ name: body.party.chairName, since: null });
    expect(body.party.leader.characterId).toMatch(/^[0-9a-f]{24}$/);
    expect(body.party.whips).toEqual([]);
    // No list seats in the US; no selection or coalition talks open at the start.
    expect(body.party).toMatchObject({ partyList: [], selections: [], coalitionTalks: null });
  });

  it('gives a German party the head of its list, a member who broke whips further down', async () => {
    const party = (
      await database.db.execute<{ id: string }>(sql`
        select p.id from parties p join characters c on c.party_id = p.id
        where p.country_id = 'DE' and not p.is_default group by p.id order by count(*) desc, p.id limit 1`)
    ).rows[0]!.id;
    const first = async () =>
      (await callV1('party', { apiKey, query: { id: party, country: 'DE' } })).body.party.partyList as {
        characterId: string;
        name: string;
        standing: number;
      }[];
    const before = await first();
    expect(before.length).toBeGreaterThan(1);
    expect(before[0]).toEqual({
      characterId: expect.any(String),
      name: expect.any(String),
      profileUrl: expect.stringMatching(/^\/characters\/\d+$/),
      standing: 100,
      politicalInfluence: expect.any(Number),
    });
    await database.db.execute(sql`
      insert into party_standings (party_id, character_id, standing, updated_turn)
      values (${party}, ${before[0]!.characterId}, 50, 1)`);
    const after = await first();
    expect(after[0]!.characterId).toBe(before[1]!.characterId);
    expect(after.find((entry) => entry.characterId === before[0]!.characterId)?.standing ?? 50).toBe(50);
  });

  it("lists the non-player leader's whips on pending bills, newest first", async () => {
    await runPoliticsTurns(database.db, 3);
    const expected = (
      await database.db.execute<{ billId: string; billTitle: string; position: string; turn: number }>(sql`
        select w.bill_id as "billId", b.title as "billTitle", w.position, w.turn from party_whips w
        join bills b on b.id = w.bill_id and b.status = 'pending'
        where w.party_id = 'us-dem' order by w.turn desc, w.bill_id`)
    ).rows;
    expect(expected.length).toBeGreaterThan(0);
    const { body } = await callV1('party', { apiKey, query: { id: 'us-dem', country: 'US' } });
    expect(body.party.whips).toEqual(expected);
  });

  it('finds a UK party through the GB alias', async () => {
    const [uk] = (await callV1('parties', { apiKey, query: { country: 'UK' } })).body.parties as {
      id: string;
    }[];
    const { body } = await callV1('party', { apiKey, query: { id: uk!.id, country: 'gb' } });
    expect(body).toMatchObject({ found: true, party: { id: uk!.id, countryId: 'UK' } });
  });

  it.each([
    ['unknown party', { id: 'us-nope', country: 'US' }],
    ['party of another country', { id: 'us-dem', country: 'UK' }],
  ])('%s is found:false', async (_case, query) => {
    const { status, body } = await callV1('party', { apiKey, query });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, found: false, party: null });
  });

  it.each([
    ['without country', { id: 'us-dem' }],
    ['without id', { country: 'US' }],
    ['with a NUL in the id', { id: 'us-dem\u0000', country: 'US' }],
  ])('%s is 400 BAD_REQUEST', async (_case, query) => {
    const { status, body, headers } = await callV1('party', { apiKey, query });
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: expect.stringMatching(/^Invalid query/), code: 'BAD_REQUEST' });
    // The request was authenticated and counted before validation failed.
    expect(headers.get('X-RateLimit-Limit')).toBe(String(bucketLimit('public-read')));
  });
});
