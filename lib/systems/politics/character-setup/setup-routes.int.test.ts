import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { GET as clientNav } from '@/app/api/client-nav/route';
import { GET as getProfile, PATCH as updateProfile } from '@/app/api/settings/profile/route';
import { POST as createCharacter } from '@/app/api/setup/character/route';
import {
  NEW_PLAYER_ACTIONS,
  NEW_PLAYER_CAMPAIGN_FUNDS,
  NEW_PLAYER_CASH_ON_HAND,
  NEW_PLAYER_GRANT_SOURCE,
} from '@/lib/systems/core/characters/constants';
import { freshApiKey } from '@/lib/testing/api-keys';
import { call, cookieFrom, loginAs } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { callV1 } from '@/lib/testing/v1-requests';
import { characters, countries, ledgerEntries, users } from '@/models';

const database = seededSuiteDatabase();
let cookie: string;
let apiKey: string;

const VALID = {
  name: 'Dana Drake',
  bio: 'Grew up in Ohio.\nRuns on roads and schools.',
  countryId: 'us',
  stateId: 'oh',
  economic: -2,
  social: 3,
  partyId: 'us-rep',
};

const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits', 'worker_heartbeats'] });
const setup = (body: unknown, as = cookie) =>
  call(createCharacter, '/api/setup/character', { method: 'POST', body, cookie: as });

beforeAll(async () => {
  const created = await call(register, '/api/auth/register', {
    method: 'POST',
    body: { email: 'dana@example.com', username: 'dana', password: 'dana-long-password' },
  });
  expect(created.status).toBe(201);
  cookie = cookieFrom(created.response);
  apiKey = await freshApiKey('alice');
});

describe('POST /api/setup/character', () => {
  it('a newly registered player has no character and nothing to fill yet', async () => {
    const { body } = await call(clientNav, '/api/client-nav', { cookie });
    expect(body).toMatchObject({
      user: { username: 'dana', isAdmin: false },
      hasCharacter: false,
      characterCountryId: null,
      homeState: null,
      currentParty: null,
      missingDemographics: false,
    });
  });

  it.each([
    ['no session', VALID, ''],
    ['economic beyond +5', { ...VALID, economic: 6 }, null],
    ['a fractional position', { ...VALID, social: 1.5 }, null],
    ['a name too short', { ...VALID, name: 'Al' }, null],
    ['a state of another country', { ...VALID, stateId: 'UKC' }, null],
    ['a party of another country', { ...VALID, partyId: 'uk-lab' }, null],
    ['an unknown country', { ...VALID, countryId: 'ZZ' }, null],
    [
      'a bad age bracket',
      { ...VALID, demographics: { ageBracket: '12', occupation: 'x', hometown: 'y' } },
      null,
    ],
  ])('refuses %s and writes nothing', async (_case, body, as) => {
    const before = await snapshot();
    const { status, body: answer } = await setup(body, as ?? cookie);
    expect(status).toBe(as === '' ? 401 : 400);
    expect(answer).toEqual({ error: expect.any(String), code: as === '' ? 'UNAUTHORIZED' : 'BAD_REQUEST' });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a country closed to players', async () => {
    await database.db.update(countries).set({ enabledForPlayers: false }).where(eq(countries.id, 'JP'));
    const before = await snapshot();
    const { status } = await setup({ ...VALID, countryId: 'JP', stateId: 'JP-KNT', partyId: null });
    expect(status).toBe(400);
    expect(await snapshot()).toBe(before);
    await database.db.update(countries).set({ enabledForPlayers: true }).where(eq(countries.id, 'JP'));
  });

  it('creates the character with the new-player grant through the ledger, and client-nav follows', async () => {
    const { status, body } = await setup(VALID);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      character: { name: 'Dana Drake', countryId: 'US', stateId: 'OH', partyId: 'us-rep' },
    });
    const [row] = await database.db.select().from(characters).where(eq(characters.name, 'Dana Drake'));
    expect(row).toMatchObject({
      bio: VALID.bio,
      policyEconomic: -2,
      policySocial: 3,
      actions: NEW_PLAYER_ACTIONS,
      campaignFundsCents: NEW_PLAYER_CAMPAIGN_FUNDS * 100,
      cashOnHandCents: NEW_PLAYER_CASH_ON_HAND * 100,
    });
    const grant = await database.db
      .select({
        type: ledgerEntries.accountType,
        account: ledgerEntries.accountId,
        cents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reason, NEW_PLAYER_GRANT_SOURCE));
    expect(grant).toEqual(
      expect.arrayContaining([
        { type: 'character_funds', account: row!.id, cents: NEW_PLAYER_CAMPAIGN_FUNDS * 100 },
        { type: 'character_cash', account: row!.id, cents: NEW_PLAYER_CASH_ON_HAND * 100 },
        {
          type: 'system',
          account: NEW_PLAYER_GRANT_SOURCE,
          cents: -(NEW_PLAYER_CAMPAIGN_FUNDS + NEW_PLAYER_CASH_ON_HAND) * 100,
        },
      ]),
    );
    expect(await ledgerProblems(database.db)).toEqual([]);
    const [user] = await database.db.select().from(users).where(eq(users.username, 'dana'));
    expect(user!.hasCompletedSetup).toBe(true);

    const nav = await call(clientNav, '/api/client-nav', { cookie });
    expect(nav.body).toMatchObject({
      hasCharacter: true,
      characterCountryId: 'US',
      homeState: { id: 'OH', name: 'Ohio' },
      currentParty: { id: 'us-rep' },
      missingDemographics: true,
    });
    const earned = await database.db.execute<{ achievement_id: string }>(
      sql`select achievement_id from character_achievements where character_id = ${row!.id} order by 1`,
    );
    expect(earned.rows.map((r) => r.achievement_id)).toEqual(['first_steps', 'party_member']);
  });

  it('allows one character per account', async () => {
    const before = await snapshot();
    const { status, body } = await setup({ ...VALID, name: 'Dana Again' });
    expect(status).toBe(409);
    expect(body.code).toBe('CONFLICT');
    expect(await snapshot()).toBe(before);
  });

  it('is found by the public character search', async () => {
    const { body } = await callV1('character', { apiKey, query: { name: 'dana dr' } });
    expect(body.characters.map((c: { name: string }) => c.name)).toEqual(['Dana Drake']);
    expect(body.characters[0]).toMatchObject({ party: 'Republican Party', stateCode: 'OH', countryId: 'US' });
  });
});

describe('/api/settings/profile', () => {
  it('fills the demographics, which clears missingDemographics', async () => {
    const demographics = { ageBracket: '25-34', occupation: 'Teacher', hometown: 'Dayton' };
    const { status, body } = await call(updateProfile, '/api/settings/profile', {
      method: 'PATCH',
      body: { demographics },
      cookie,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ chatId: null, demographics, missingDemographics: false });
    const nav = await call(clientNav, '/api/client-nav', { cookie });
    expect(nav.body.missingDemographics).toBe(false);
  });

  it('sets the chat id that character?chatId= finds, and clears it with null', async () => {
    await call(updateProfile, '/api/settings/profile', {
      method: 'PATCH',
      body: { chatId: 'discord-777' },
      cookie,
    });
    const found = await callV1('character', { apiKey, query: { chatId: 'discord-777' } });
    expect(found.body.characters.map((c: { name: string }) => c.name)).toEqual(['Dana Drake']);
    const read = await call(getProfile, '/api/settings/profile', { cookie });
    expect(read.body.chatId).toBe('discord-777');
    await call(updateProfile, '/api/settings/profile', { method: 'PATCH', body: { chatId: null }, cookie });
    const gone = await callV1('character', { apiKey, query: { chatId: 'discord-777' } });
    expect(gone.body.characters).toEqual([]);
  });

  it.each([
    ['an empty body', {}],
    ['a partial profile', { demographics: { ageBracket: '25-34' } }],
    ['a control character in the chat id', { chatId: 'a\u0007b' }],
  ])('refuses %s and writes nothing', async (_case, body) => {
    const before = await snapshot();
    const { status } = await call(updateProfile, '/api/settings/profile', { method: 'PATCH', body, cookie });
    expect(status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('is NOT_FOUND for an account without a character', async () => {
    const { status } = await call(getProfile, '/api/settings/profile', { cookie: await loginAs('admin') });
    expect(status).toBe(404);
  });
});
