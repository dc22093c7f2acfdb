import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getPolicy } from '@/app/api/policy/route';
import { GET as getPositions, POST as postShift } from '@/app/api/settings/policy/route';
import { call, loginAs } from '@/lib/testing/client-requests';
import { enactPolicy } from '@/lib/systems/policy/enact-policy';
import { legislationTypeReferences } from '@/lib/systems/policy/reference';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { characterAchievements, characters, users } from '@/models';

const database = seededSuiteDatabase();
let alice: string;
let aliceCharacterId: string;

beforeAll(async () => {
  alice = await loginAs('alice');
  const [row] = await database.db
    .select({ id: characters.id })
    .from(characters)
    .innerJoin(users, eq(users.id, characters.userId))
    .where(eq(users.username, 'alice'));
  aliceCharacterId = row!.id;
});

const policy = (query: string) => call(getPolicy, `/api/policy${query}`);
const shift = (body: unknown, cookie = alice) =>
  call(postShift, '/api/settings/policy', { method: 'POST', cookie, body });

async function aliceRow() {
  const [row] = await database.db.select().from(characters).where(eq(characters.id, aliceCharacterId));
  return row!;
}

async function setAlice(values: Partial<typeof characters.$inferInsert>) {
  await database.db.update(characters).set(values).where(eq(characters.id, aliceCharacterId));
}

describe('GET /api/policy', () => {
  it.each([
    ['', /scope/],
    ['?scope=federal', /scope/],
    ['?scope=state', /stateId/],
    ['?scope=state&stateId=', /stateId|state/],
  ])('answers %s with 400 in the client envelope', async (query, message) => {
    const { status, body, response } = await policy(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringMatching(message), code: 'BAD_REQUEST' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown stateId or country with 404', async () => {
    expect((await policy('?scope=state&stateId=ZZ')).status).toBe(404);
    expect((await policy('?scope=state&stateId=ZZ')).body.code).toBe('NOT_FOUND');
    expect((await policy('?scope=national&country=xx')).status).toBe(404);
  });

  it('lists the state records of a state: one per state or both type of its country', async () => {
    const { status, body, response } = await policy('?scope=state&stateId=ca');
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const records = body as unknown as Record<string, unknown>[];
    const expected = legislationTypeReferences.filter((t) => !t.nationalOnly && t.countries.includes('US'));
    expect(records.map((r) => r.legislationTypeId).sort()).toEqual(expected.map((t) => t.id).sort());
    for (const record of records) {
      expect(Object.keys(record).sort()).toEqual(
        [
          'economic',
          'hasEconomic',
          'hasSocial',
          'legislationTypeId',
          'metricEffects',
          'name',
          'nationalOnly',
          'policyDomain',
          'policyOptionName',
          'social',
        ].sort(),
      );
      expect(record.nationalOnly).toBe(false);
      expect(Math.abs(record.economic as number)).toBeLessThanOrEqual(3);
      expect(typeof record.policyOptionName).toBe('string');
    }
  });

  it('lists national records, filtered by any country code of the world, case-insensitive, GB = UK', async () => {
    for (const country of ['US', 'UK', 'DE', 'JP']) {
      const { status, body } = await policy(`?scope=national&country=${country.toLowerCase()}`);
      expect(status).toBe(200);
      const records = body as unknown as { legislationTypeId: string; nationalOnly: boolean }[];
      const expected = legislationTypeReferences.filter(
        (t) => t.nationalOnly && t.countries.includes(country),
      );
      expect(records.map((r) => r.legislationTypeId).sort()).toEqual(expected.map((t) => t.id).sort());
      expect(records.every((r) => r.nationalOnly)).toBe(true);
    }
    expect((await policy('?scope=national&country=gb')).body).toEqual(
      (await policy('?scope=national&country=UK')).body,
    );
    const all = (await policy('?scope=national')).body as unknown as unknown[];
    expect(all.length).toBe(legislationTypeReferences.filter((t) => t.nationalOnly).length);
  });

  it('names the exact option, otherwise the nearest, with its metric effects and axis flags', async () => {
    const type = legislationTypeReferences.find(
      (t) => !t.nationalOnly && t.countries.includes('US') && t.policyOptions.length === 7,
    )!;
    // Off-grid position: nearest by distance among options × 3/5, computed here independently.
    const position = { economic: 0.7, social: -0.4 };
    const distances = type.policyOptions.map((o) =>
      Math.sqrt((o.economic * 0.6 - position.economic) ** 2 + (o.social * 0.6 - position.social) ** 2),
    );
    const nearest = type.policyOptions[distances.indexOf(Math.min(...distances))]!;
    await enactPolicy(database.db, {
      enactments: [
        { scope: 'state', countryId: 'US', stateId: 'NY', legislationTypeId: type.id, ...position },
      ],
      turn: 1,
    });
    const records = (await policy('?scope=state&stateId=NY')).body as unknown as Record<string, unknown>[];
    const record = records.find((r) => r.legislationTypeId === type.id)!;
    expect(record).toMatchObject({ economic: 0.7, social: -0.4, policyOptionName: nearest.name });
    expect(record.metricEffects).toEqual(nearest.metricEffects);
    expect(record.hasEconomic).toBe(type.policyOptions.some((o) => o.economic !== 0));
    expect(record.hasSocial).toBe(type.policyOptions.some((o) => o.social !== 0));

    const exact = type.policyOptions[0]!;
    await enactPolicy(database.db, {
      enactments: [
        { scope: 'state', countryId: 'US', stateId: 'NY', legislationTypeId: type.id, optionIndex: 0 },
      ],
      turn: 2,
    });
    const again = (await policy('?scope=state&stateId=NY')).body as unknown as Record<string, unknown>[];
    expect(again.find((r) => r.legislationTypeId === type.id)).toMatchObject({
      economic: exact.economic * 0.6,
      social: exact.social * 0.6,
      policyOptionName: exact.name,
      metricEffects: exact.metricEffects,
    });
  });
});

describe('POST /api/settings/policy', () => {
  it('shifts one step and charges 15 actions, 5% influence (floored) and 5 infamy; awards policy_shift once', async () => {
    await setAlice({
      policyEconomic: 0,
      policySocial: 0,
      actions: 100,
      politicalInfluence: 25,
      nationalInfluence: 13,
      infamy: 0,
    });
    const first = await shift({ axis: 'economic', direction: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      economic: 1,
      social: 0,
      actions: 85,
      achievementAwarded: true,
      actionCost: 15,
    });
    expect(await aliceRow()).toMatchObject({
      policyEconomic: 1,
      policySocial: 0,
      actions: 85,
      politicalInfluence: Math.floor(25 * 0.95),
      nationalInfluence: Math.floor(13 * 0.95),
      infamy: 5,
    });
    const second = await shift({ axis: 'social', direction: -1 });
    expect(second.body).toMatchObject({ economic: 1, social: -1, actions: 70, achievementAwarded: false });
    const earned = await database.db
      .select()
      .from(characterAchievements)
      .where(
        and(
          eq(characterAchievements.characterId, aliceCharacterId),
          eq(characterAchievements.achievementId, 'policy_shift'),
        ),
      );
    expect(earned).toHaveLength(1);
    const positions = await call(getPositions, '/api/settings/policy', { cookie: alice });
    expect(positions.body).toMatchObject({
      hasCharacter: true,
      economic: 1,
      social: -1,
      actions: 70,
      shiftCost: 15,
    });
  });

  it('rejects a shift that would leave -5..+5 with 400, changing nothing', async () => {
    await setAlice({ policyEconomic: 5, policySocial: -5, actions: 100, infamy: 0 });
    for (const body of [
      { axis: 'economic', direction: 1 },
      { axis: 'social', direction: -1 },
    ]) {
      const { status, body: response } = await shift(body);
      expect(status).toBe(400);
      expect(response).toEqual({
        error: expect.stringMatching(/between -5 and \+5/),
        code: 'POLICY_POSITION_OUT_OF_RANGE',
      });
    }
    expect(await aliceRow()).toMatchObject({ policyEconomic: 5, policySocial: -5, actions: 100, infamy: 0 });
    expect((await shift({ axis: 'economic', direction: -1 })).body).toMatchObject({ economic: 4 });
  });

  it('refuses a shift without 15 actions with 409 INSUFFICIENT_ACTIONS, changing nothing', async () => {
    await setAlice({ policyEconomic: 0, actions: 14, infamy: 0, politicalInfluence: 20 });
    const { status, body } = await shift({ axis: 'economic', direction: 1 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'INSUFFICIENT_ACTIONS', required: 15, available: 14 });
    expect(await aliceRow()).toMatchObject({
      policyEconomic: 0,
      actions: 14,
      infamy: 0,
      politicalInfluence: 20,
    });
  });

  it('validates the body and needs a session', async () => {
    for (const body of [
      { axis: 'cultural', direction: 1 },
      { axis: 'economic', direction: 2 },
      {},
      '{"axis":',
    ]) {
      const response = await shift(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('BAD_REQUEST');
    }
    expect((await shift({ axis: 'economic', direction: 1 }, '')).status).toBe(401);
  });

  it('lets 20 parallel shifts spend only the actions there are', async () => {
    await setAlice({ policyEconomic: -5, actions: 7 * 15, infamy: 0 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => shift({ axis: 'economic', direction: 1 })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(13);
    expect(await aliceRow()).toMatchObject({ policyEconomic: 2, actions: 0, infamy: 35 });
    const negative = await database.db.execute(
      sql`select count(*)::int as n from characters where actions < 0`,
    );
    expect((negative.rows[0] as { n: number }).n).toBe(0);
  });
});
