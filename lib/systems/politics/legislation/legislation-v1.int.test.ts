import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { createRandom } from '@/lib/platform/random';
import { LEGISLATION_LIST_DEFAULT_LIMIT } from './constants';
import { listRecentBills } from './list-bills';
import { castNppVotes } from './phases/cast-npp-votes';
import { proposeNppBills } from './phases/propose-npp-bills';
import { resolveBills } from './phases/resolve-bills';

const database = seededSuiteDatabase();
let apiKey: string;

/** Several turns of the legislation phases alone: bills pending, passed and failed in every country. */
beforeAll(async () => {
  apiKey = await freshApiKey('alice');
  for (let turn = 1; turn <= 12; turn += 1) {
    const random = createRandom(`legislation-v1:${turn}`);
    await proposeNppBills(database.db, turn, random);
    await castNppVotes(database.db, turn, String(turn));
    await resolveBills(database.db, turn, new Date(Date.UTC(2030, 0, turn)), random);
  }
}, 120_000);

const count = async (query: ReturnType<typeof sql>) =>
  (await database.db.execute<{ n: number }>(query)).rows[0]!.n;

describe('GET /api/public/v1/legislation', () => {
  it('lists bills newest first with sponsor, tally and effects, default limit 20', async () => {
    const { status, body } = await callV1('legislation', { apiKey });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.found).toBe(true);
    const total = await count(sql`select count(*)::int as n from bills`);
    expect(body.bills).toHaveLength(Math.min(total, LEGISLATION_LIST_DEFAULT_LIMIT));
    const first = body.bills[0];
    expect(Object.keys(first.vote)).toEqual(['yes', 'no', 'abstain']);
    expect(first.vote.yes + first.vote.no + first.vote.abstain).toBeGreaterThan(50);
    // The sponsor is a name with the party beside it, as the original game's API documents.
    const [sponsor] = (
      await database.db.execute<{ sponsor_name: string; sponsor_party_name: string | null }>(
        sql`select sponsor_name, sponsor_party_name from bills where id = ${first.id}`,
      )
    ).rows;
    expect(first).toMatchObject({
      sponsor: sponsor!.sponsor_name,
      sponsorParty: sponsor!.sponsor_party_name,
      country: first.countryId,
      introducedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(first.sponsorProfileUrl).toMatch(/^\/characters\/\d+$/);
    expect(first.effects[0]).toEqual({
      metric: expect.any(String),
      direction: expect.stringMatching(/^(up|down)$/),
    });
    const order = body.bills.map(
      (b: { resolvedTurn: number | null; proposedTurn: number }) => b.resolvedTurn ?? b.proposedTurn,
    );
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('filters by country and status and honours limit', async () => {
    const passedUk = await count(
      sql`select count(*)::int as n from bills where country_id = 'UK' and status = 'passed'`,
    );
    expect(passedUk).toBeGreaterThan(0);
    const { body } = await callV1('legislation', {
      apiKey,
      query: { country: 'gb', status: 'passed', limit: '100' },
    });
    expect(body.bills).toHaveLength(passedUk);
    for (const bill of body.bills) expect(bill).toMatchObject({ countryId: 'UK', status: 'passed' });
    const limited = await callV1('legislation', { apiKey, query: { country: 'US', limit: '2' } });
    expect(limited.body.bills).toHaveLength(2);
    for (const status of ['pending', 'failed']) {
      const res = await callV1('legislation', { apiKey, query: { status } });
      expect(res.body.bills.length).toBeGreaterThan(0);
      expect(new Set(res.body.bills.map((b: { status: string }) => b.status))).toEqual(new Set([status]));
    }
  });

  it.each([
    [{ limit: '0' }],
    [{ limit: '101' }],
    [{ limit: 'ten' }],
    [{ status: 'vetoed' }],
    [{ country: 'U$' }],
  ])('answers %j with 400', async (query) => {
    const { status, body } = await callV1('legislation', { apiKey, query });
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: expect.any(String), code: 'BAD_REQUEST' });
  });

  it('misses an unknown country with found:false', async () => {
    const { status, body } = await callV1('legislation', { apiKey, query: { country: 'ZZ' } });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, found: false, bills: [] });
  });
});

describe('GET /api/public/v1/country/[code]/legislature', () => {
  it('gives the primary chamber, its composition from seat holdings, pending and passed bills', async () => {
    const { status, body } = await callV1('countryLegislature', { apiKey, params: { code: 'us' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      found: true,
      countryId: 'US',
      chamber: 'House of Representatives',
      totalSeats: 435,
    });
    const seats = body.composition.reduce((sum: number, row: { seats: number }) => sum + row.seats, 0);
    expect(seats).toBe(435);
    expect(body.composition[0].seats).toBeGreaterThanOrEqual(body.composition[1].seats);
    const dem = await count(sql`
      select count(*)::int as n from seats s join offices o on o.id = s.office_id
      where o.chamber_id = 'us-house' and s.is_voting and s.party_id = 'us-dem'`);
    expect(body.composition).toContainEqual({
      partyName: 'Democratic Party',
      seats: dem,
      seatPct: Math.round((dem / 435) * 10_000) / 100,
    });
    const pending = await count(
      sql`select count(*)::int as n from bills where country_id = 'US' and status = 'pending'`,
    );
    expect(body.pendingBills).toHaveLength(pending);
    expect(body.recentlyPassed.length).toBeGreaterThan(0);
    const passed = body.recentlyPassed[0];
    expect(Object.keys(passed.tally)).toEqual(['yes', 'no']);
    expect(passed.tally.yes).toBeGreaterThan(passed.tally.no);
  });

  it('misses an unknown country, refuses a bad code', async () => {
    expect((await callV1('countryLegislature', { apiKey, params: { code: 'zz' } })).body).toEqual({
      ok: true,
      found: false,
    });
    expect((await callV1('countryLegislature', { apiKey, params: { code: '1' } })).status).toBe(400);
  });

  it('listRecentBills gives the country page its newest bills', async () => {
    const recent = await listRecentBills(database.db, { countryId: 'DE', limit: 3 });
    expect(recent).toHaveLength(3);
    for (const bill of recent) expect(bill.countryId).toBe('DE');
  });
});
