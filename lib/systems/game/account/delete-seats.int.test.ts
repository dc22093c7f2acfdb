import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteAccountRoute } from '@/app/api/settings/account/route';
import { call, loginAs } from '@/lib/testing/client-requests';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { seatAsAdmin } from '@/lib/testing/seat-holder';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';

const database = seededSuiteDatabase();
const db = () => database.db;
beforeAll(async () => {
  // No regular election interferes: every elected seat's term runs well past this test.
  await db().execute(sql`update seats set term_end_turn = 150 where term_end_turn is not null`);
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await db().execute(query)).rows[0] as T;
}

describe('deleting the account of an office holder', () => {
  it('vacates its seats through the vacancy rules: the next turn calls a by-election', async () => {
    const seatId = await seatAsAdmin(db(), { username: 'bob', officeId: 'us-representative' });
    const bob = await one<{ id: string; party_id: string }>(sql`
      select c.id, c.party_id from characters c join users u on u.id = c.user_id where u.username = 'bob'`);
    expect(await one(sql`select holder_character_id as h from seats where id = ${seatId}`)).toEqual({
      h: bob.id,
    });

    const deleted = await call(deleteAccountRoute, '/api/settings/account', {
      method: 'DELETE',
      cookie: await loginAs('bob'),
      body: { currentPassword: 'statecraft-bob', confirm: 'delete my account' },
    });
    expect(deleted.status).toBe(200);
    expect(await one(sql`select holder_character_id as h from seats where id = ${seatId}`)).toEqual({
      h: null,
    });
    expect(
      await one(sql`
        select previous_holder_id as holder, party_id as party, reason
        from seat_vacancies where seat_id = ${seatId}`),
    ).toEqual({ holder: bob.id, party: bob.party_id, reason: 'retired' });
    expect(
      await one(
        sql`select count(*)::int as open from careers where character_id = ${bob.id} and end_turn is null`,
      ),
    ).toEqual({ open: 0 });

    await runPoliticsTurns(db(), 1);
    const election = await one<{ id: string; kind: string; total_seats: number }>(sql`
      select id, kind, total_seats from elections where seat_id = ${seatId} and kind = 'by_election'`);
    expect(election).toMatchObject({ kind: 'by_election', total_seats: 1 });
    expect(
      await one(sql`select fill_rule, election_id from seat_vacancies where seat_id = ${seatId}`),
    ).toEqual({ fill_rule: 'by_election', election_id: election.id });
    // The retired character never stands in it.
    expect(
      await one(sql`
        select count(*)::int as n from election_candidates
        where election_id = ${election.id} and character_id = ${bob.id}`),
    ).toEqual({ n: 0 });
  });
});
