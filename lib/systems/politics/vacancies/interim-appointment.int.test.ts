import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '@/lib/testing/client-requests';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { importRoute } from '@/lib/testing/route-files';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { setSeatHolder } from '../offices/set-seat-holder';
import { INTERIM_CHOICE_TURNS } from './constants';
import { getInterimChoice } from './get-interim-choice';
import { vacancyNextSteps } from './next-steps';
import { vacateSeats } from './vacate-seats';

type Handler = NonNullable<Awaited<ReturnType<typeof importRoute>>[string]>;
const database = seededSuiteDatabase();
let appointRoute: Handler;
const db = () => database.db;

beforeAll(async () => {
  appointRoute = (await importRoute('/api/offices/vacancies/[id]/appoint')).POST!;
  // No regular election interferes: every elected seat's term runs well past these tests.
  await db().execute(sql`update seats set term_end_turn = 150 where term_end_turn is not null`);
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await db().execute(query)).rows[0] as T;
}
const turnNow = async () => (await one<{ t: number }>(sql`select current_turn as t from game_state`)).t;
const characterOf = (username: string) =>
  one<{ id: string; state_id: string; party_id: string }>(sql`
    select c.id, c.state_id, c.party_id from characters c join users u on u.id = c.user_id where u.username = ${username}`);

async function appoint(username: string, vacancyId: number | string, characterId: string) {
  const response = await appointRoute(
    new Request(`http://localhost:3000/api/offices/vacancies/${vacancyId}/appoint`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: await loginAs(username),
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify({ characterId }),
    }),
    { params: Promise.resolve({ id: String(vacancyId) }) } as never,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A Texas politician holding no seat and in no race, of the given party. */
const freeTexan = (partyId: string) =>
  one<{ id: string }>(sql`
    select c.id from characters c where c.is_npp and c.state_id = 'TX' and c.party_id = ${partyId}
      and not exists (select 1 from seats s where s.holder_character_id = c.id)
    order by c.political_influence, c.id limit 1`);

describe('a player governor chooses the interim senator', () => {
  let vacancyId = 0;
  let seatId = '';

  it('opens a window for the player governor instead of seating the default pick', async () => {
    const bob = await characterOf('bob');
    expect(bob.state_id).toBe('TX');
    const admin = await one<{ id: string }>(sql`select id from users where username = 'admin'`);
    await setSeatHolder(db(), { adminUserId: admin.id, seatId: 'us-governor-tx-1', characterId: bob.id });
    seatId = (
      await one<{ id: string }>(sql`
      select id from seats where office_id = 'us-senator' and state_id = 'TX' order by id limit 1`)
    ).id;
    const turn = await turnNow();
    await vacateSeats(db(), { seats: [{ seatId, reason: 'scandal' }], turn });
    await runPoliticsTurns(db(), 1);
    const vacancy = await one<{ id: number; appointer: string; closes: number; holder: string | null }>(sql`
      select v.id, v.appointer_character_id as appointer, v.choice_closes_turn as closes,
             s.holder_character_id as holder
      from seat_vacancies v join seats s on s.id = v.seat_id where v.seat_id = ${seatId}`);
    expect(vacancy).toMatchObject({
      appointer: bob.id,
      closes: turn + INTERIM_CHOICE_TURNS,
      holder: null,
    });
    vacancyId = vacancy.id;
    const steps = await vacancyNextSteps(db(), {
      id: bob.id,
      userId: '',
      countryId: 'US',
      stateId: 'TX',
      partyId: bob.party_id,
      lastTurn: turn,
    });
    expect(steps.find((s) => s.kind === 'interim-appointment')).toMatchObject({
      label: 'Appoint an interim Senator for Texas',
      href: `/offices/vacancies/${vacancy.id}`,
    });
    const notified = await one<{ n: number; link: string }>(sql`
      select count(*)::int as n, max(link) as link from notifications
      where character_id = ${bob.id} and kind = 'interim_appointment_due'`);
    expect(notified).toEqual({ n: 1, link: `/offices/vacancies/${vacancy.id}` });
    // The page's read: the governor's choice, its deadline, the default pick and the eligible Texans.
    const bobUser = await one<{ id: string }>(sql`select id from users where username = 'bob'`);
    const page = (await getInterimChoice(db(), { vacancyId: String(vacancy.id), userId: bobUser.id }))!;
    expect(page).toMatchObject({
      office: 'Senator',
      state: 'Texas',
      isAppointer: true,
      open: true,
      closesTurn: turn + INTERIM_CHOICE_TURNS,
    });
    expect(page.defaultPick).not.toBeNull();
    expect(page.eligible.length).toBeGreaterThan(0);
    expect(page.eligible.map((c) => c.characterId)).not.toContain(bob.id);
    expect(page.eligible[0]!.name).toBe(page.defaultPick!.name);
    const alicePage = await getInterimChoice(db(), { vacancyId: String(vacancy.id), userId: null });
    expect(alicePage?.isAppointer).toBe(false);
    expect(await getInterimChoice(db(), { vacancyId: 'nope', userId: null })).toBeNull();
  });

  it('refuses another player, an ineligible appointee and an unknown vacancy, writing nothing', async () => {
    const snapshot = stateChangeMarks(() => db(), { skipTables: ['rate_limits', 'sessions'] });
    const before = await snapshot();
    const alice = await characterOf('alice');
    const bob = await characterOf('bob');
    const texan = await freeTexan(bob.party_id);
    expect((await appoint('alice', vacancyId, texan.id)).body).toMatchObject({ code: 'NOT_OFFICE_HOLDER' });
    expect((await appoint('alice', vacancyId, texan.id)).status).toBe(403);
    // Bob holds the governorship; Alice lives in California.
    for (const who of [bob.id, alice.id]) {
      expect(await appoint('bob', vacancyId, who)).toMatchObject({
        status: 422,
        body: { code: 'INELIGIBLE_CHARACTER' },
      });
    }
    expect((await appoint('bob', 2_147_483_000, texan.id)).status).toBe(404);
    expect((await appoint('bob', vacancyId, 'ffffffffffffffffffffffff')).status).toBe(404);
    expect((await appoint('bob', 'nope', texan.id)).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('seats the governor’s choice, who is told; a second choice is a 409', async () => {
    const bob = await characterOf('bob');
    const texan = await freeTexan(bob.party_id);
    const turn = await turnNow();
    expect(await appoint('bob', vacancyId, texan.id)).toMatchObject({
      status: 200,
      body: { seatId, appointee: { characterId: texan.id }, turn },
    });
    expect(await one(sql`select holder_character_id as h from seats where id = ${seatId}`)).toEqual({
      h: texan.id,
    });
    expect(
      await one(sql`select type, start_turn from careers where seat_id = ${seatId} and end_turn is null`),
    ).toEqual({ type: 'appointed', start_turn: turn });
    expect(
      await one(
        sql`select filled_turn, filled_by_character_id as by from seat_vacancies where id = ${vacancyId}`,
      ),
    ).toEqual({ filled_turn: turn, by: texan.id });
    const other = await freeTexan(bob.party_id);
    expect(await appoint('bob', vacancyId, other.id)).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
  });

  it('seats the default pick of the governor’s party once the window closes with no choice', async () => {
    const bob = await characterOf('bob');
    const second = (
      await one<{ id: string }>(sql`
      select id from seats where office_id = 'us-senator' and state_id = 'TX' and id <> ${seatId} order by id limit 1`)
    ).id;
    await vacateSeats(db(), { seats: [{ seatId: second, reason: 'retired' }], turn: await turnNow() });
    await runPoliticsTurns(db(), 1);
    expect(await one(sql`select holder_character_id as h from seats where id = ${second}`)).toEqual({
      h: null,
    });
    await runPoliticsTurns(db(), INTERIM_CHOICE_TURNS);
    const seated = await one<{ party_id: string; state_id: string; is_npp: boolean }>(sql`
      select c.party_id, c.state_id, c.is_npp from seats s join characters c on c.id = s.holder_character_id
      where s.id = ${second}`);
    expect(seated).toEqual({ party_id: bob.party_id, state_id: 'TX', is_npp: true });
  });
});
