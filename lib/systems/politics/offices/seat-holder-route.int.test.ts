import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as putHolder } from '@/app/api/admin/seats/[seatId]/holder/route';
import { clientRequest, routeContext } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { sessionCookieFor } from '@/lib/testing/session-cookie';
import { stateChangeMarks } from '@/lib/testing/write-marks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies
type Json = Record<string, any>;

const database = seededSuiteDatabase();
const cookies: Record<string, string> = {};
const characters: Record<string, string> = {};
const PRESIDENCY = 'us-president-nat-1';

beforeAll(async () => {
  for (const user of ['admin', 'alice', 'bob', 'carol'])
    cookies[user] = await sessionCookieFor(database.db, user);
  const rows = await database.db.execute<{ username: string; id: string }>(sql`
    select u.username, c.id from characters c join users u on u.id = c.user_id`);
  for (const row of rows.rows) characters[row.username] = row.id;
});

const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits', 'sessions'] });
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T>(query)).rows;

async function seat(seatId: string, body: unknown, as: string | null = 'admin') {
  const response = await putHolder(
    clientRequest(`/api/admin/seats/${seatId}/holder`, {
      method: 'PUT',
      body,
      cookie: as ? cookies[as] : undefined,
    }),
    routeContext({ seatId }),
  );
  return { status: response.status, body: (await response.json()) as Json };
}

describe('PUT /api/admin/seats/[seatId]/holder', () => {
  it('refuses guests (401) and players (403), writing nothing', async () => {
    const before = await snapshot();
    expect(await seat(PRESIDENCY, { characterId: characters.alice }, null)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
    expect(await seat(PRESIDENCY, { characterId: characters.alice }, 'alice')).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await snapshot()).toBe(before);
  });

  it('refuses bad input with a clear 4xx and code, writing nothing', async () => {
    const before = await snapshot();
    expect(await seat(PRESIDENCY, {})).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(await seat('No Such Seat!', { characterId: characters.alice })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
    expect(await seat('us-president-nat-9', { characterId: characters.alice })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(await seat(PRESIDENCY, { characterId: '0123456789abcdef01234567' })).toMatchObject({
      status: 404,
      body: { code: 'CHARACTER_NOT_FOUND' },
    });
    // Carol is British: no US office for her.
    expect(await seat(PRESIDENCY, { characterId: characters.carol })).toMatchObject({
      status: 422,
      body: { code: 'INELIGIBLE_CHARACTER' },
    });
    // Bob lives in Texas: a California senate seat is not his.
    const [californiaSeat] = await rows<{ id: string }>(sql`
      select id from seats where office_id = 'us-senator' and state_id = (
        select state_id from characters where id = ${characters.alice}) order by id limit 1`);
    expect(await seat(californiaSeat!.id, { characterId: characters.bob })).toMatchObject({
      status: 422,
      body: { code: 'INELIGIBLE_CHARACTER' },
    });
    expect(await snapshot()).toBe(before);
  });

  it('seats the character, closes the previous holder career, and logs to the admin audit log only', async () => {
    const [previous] = await rows<{ holder: string; term_end_turn: number | null; turn: number }>(sql`
      select holder_character_id as holder, term_end_turn, (select current_turn from game_state) as turn
      from seats where id = ${PRESIDENCY}`);
    expect(previous?.holder).toBeTruthy();
    const historyBefore = await rows<{ n: number }>(sql`select count(*)::int as n from history_events`);

    const result = await seat(PRESIDENCY, { characterId: characters.alice });
    expect(result).toMatchObject({
      status: 200,
      body: {
        seatId: PRESIDENCY,
        office: 'President',
        holder: { characterId: characters.alice, name: 'Alice Adams' },
        previousHolder: { characterId: previous!.holder },
        turn: previous!.turn,
      },
    });

    const [seatRow] = await rows<{ holder: string; party_id: string; term_end_turn: number | null }>(sql`
      select s.holder_character_id as holder, s.party_id, s.term_end_turn from seats s where s.id = ${PRESIDENCY}`);
    const [alice] = await rows<{ party_id: string; position: string }>(sql`
      select party_id, position from characters where id = ${characters.alice}`);
    expect(seatRow).toEqual({
      holder: characters.alice,
      party_id: alice!.party_id,
      term_end_turn: previous!.term_end_turn,
    });
    expect(alice!.position).toBe('President');

    const careers = await rows<{
      character_id: string;
      type: string;
      start_turn: number;
      end_turn: number | null;
    }>(sql`
      select character_id, type, start_turn, end_turn from careers where seat_id = ${PRESIDENCY}
      and (end_turn is null or end_turn = ${previous!.turn}) order by end_turn nulls last`);
    expect(careers).toEqual([
      {
        character_id: previous!.holder,
        type: expect.any(String),
        start_turn: expect.any(Number),
        end_turn: previous!.turn,
      },
      { character_id: characters.alice, type: 'appointed', start_turn: previous!.turn, end_turn: null },
    ]);

    const audit = await rows<{ action: string; subject: string; details: Json; actor: string }>(sql`
      select a.action, a.subject, a.details, u.username as actor
      from admin_audit_log a join users u on u.id = a.actor_user_id`);
    expect(audit).toEqual([
      {
        action: 'seat_holder',
        subject: PRESIDENCY,
        details: { previousHolderId: previous!.holder, characterId: characters.alice },
        actor: 'admin',
      },
    ]);
    expect(await rows(sql`select count(*)::int as n from history_events`)).toEqual(historyBefore);
  });

  it('refuses to seat the holder again (409) and a second seat of the same office (422)', async () => {
    const before = await snapshot();
    expect(await seat(PRESIDENCY, { characterId: characters.alice })).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
    const [texasSeats] = await rows<{ ids: string[] }>(sql`
      select array_agg(id order by id) as ids from seats where office_id = 'us-senator' and state_id = (
        select state_id from characters where id = ${characters.bob})`);
    expect(texasSeats!.ids.length).toBe(2);
    expect((await seat(texasSeats!.ids[0]!, { characterId: characters.bob })).status).toBe(200);
    const afterFirst = await snapshot();
    expect(afterFirst).not.toBe(before);
    expect(await seat(texasSeats!.ids[1]!, { characterId: characters.bob })).toMatchObject({
      status: 422,
      body: { code: 'INELIGIBLE_CHARACTER' },
    });
    expect(await snapshot()).toBe(afterFirst);
  });

  it('takes every seat id the catalog makes, underscores included (the central bank chair)', async () => {
    const [chair] = await rows<{ id: string }>(sql`
      select id from seats where office_id = 'us-central_bank_chair' order by id limit 1`);
    expect(chair!.id).toBe('us-central_bank_chair-nat-1');
    expect(await seat(chair!.id, { characterId: characters.bob })).toMatchObject({
      status: 200,
      body: { seatId: chair!.id, holder: { characterId: characters.bob } },
    });
  });
});
