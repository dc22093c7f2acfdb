import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/platform/errors';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { PRIME_RATE_RULE as R } from '@/lib/systems/economy/macro/constants';
import { setCentralBankRate } from './set-central-bank-rate';

const database = seededSuiteDatabase();
let alice: { id: string; userId: string };
let bob: { id: string; userId: string };
const snapshot = stateChangeMarks(() => database.db);

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await database.db.execute(query)).rows[0] as T;
}
async function player(username: string) {
  return one<{ id: string; userId: string }>(sql`
    select c.id, c.user_id as "userId" from characters c join users u on u.id = c.user_id where u.username = ${username}`);
}
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error))
      return { code: error.code, status: error.httpStatus, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
}
const economy = (country: string) =>
  one<{ rate: number; changed: number; pending: string | null; player: boolean }>(sql`
    select prime_rate::float8 as rate, prime_rate_changed_turn as changed, chair_rate as pending,
           rate_set_by_player_chair as player
    from country_economies where country_id = ${country}`);
const turn = async () => (await one<{ turn: number }>(sql`select current_turn as turn from game_state`)).turn;

beforeAll(async () => {
  alice = await player('alice');
  bob = await player('bob');
  // Alice is seated as the Fed's chair (the admin seat tool does this in the game).
  await database.db.execute(sql`
    update seats set holder_character_id = ${alice.id}
    where id = (select s.id from seats s join offices o on o.id = s.office_id where s.country_id = 'US' and o.role = 'central_bank')`);
});

describe('the central bank chair sets the rate', () => {
  it('refuses anyone but the chair, a rate off the bounds or the step, and a decision in the cooldown, writing nothing', async () => {
    await database.db.execute(
      sql`update country_economies set prime_rate_changed_turn = ${await turn()} where country_id = 'US'`,
    );
    const before = await snapshot();
    expect(
      await refusal(setCentralBankRate(database.db, { userId: bob.userId, countryCode: 'US', rate: 3 })),
    ).toMatchObject({
      code: 'NOT_OFFICE_HOLDER',
      status: 403,
    });
    for (const rate of [R.bounds.max + 1, R.bounds.min - 0.25, 3.1]) {
      const refused = await refusal(
        setCentralBankRate(database.db, { userId: alice.userId, countryCode: 'US', rate }),
      );
      expect(refused).toMatchObject({ code: 'RATE_OUT_OF_BOUNDS', status: 400 });
      expect(refused.message).toContain(`between ${R.bounds.min}% and ${R.bounds.max}%`);
      expect(refused.details).toEqual({
        min: R.bounds.min,
        max: R.bounds.max,
        increment: R.bounds.increment,
      });
    }
    expect(
      await refusal(setCentralBankRate(database.db, { userId: alice.userId, countryCode: 'US', rate: 3 })),
    ).toMatchObject({
      code: 'RATE_COOLDOWN',
      status: 409,
    });
    expect(
      await refusal(setCentralBankRate(database.db, { userId: alice.userId, countryCode: 'ZZ', rate: 3 })),
    ).toMatchObject({
      status: 404,
    });
    expect(await snapshot()).toBe(before);
  });

  it('applies the chair’s rate at the next rate phase; the Taylor rule then waits for the chair', async () => {
    await database.db.execute(
      sql`update country_economies set prime_rate_changed_turn = -100 where country_id in ('US', 'UK')`,
    );
    const start = await economy('US');
    const chosen = start.rate >= 10 ? start.rate - 2.5 : start.rate + 2.5;
    const decision = await setCentralBankRate(database.db, {
      userId: alice.userId,
      countryCode: 'us',
      rate: chosen,
    });
    expect(decision).toMatchObject({ countryId: 'US', rate: chosen, previousRate: start.rate });
    expect((await economy('US')).rate).toBe(start.rate);
    const decidedOn = await turn();
    await runSystemTurns(database.db, ['politics', 'policy', 'economy'], 1);
    const after = await economy('US');
    expect(after).toMatchObject({ rate: chosen, changed: decidedOn, pending: null, player: true });
    const history = await one<{ rate: number }>(sql`
      select rate::float8 as rate from prime_rate_history where country_id = 'US' and turn = ${decidedOn}`);
    expect(history.rate).toBe(chosen);
    // A cooldown later the chair has not decided: the rate holds, where the rule would have moved it.
    await database.db.execute(
      sql`update country_economies set prime_rate_changed_turn = -100, prime_rate = 25 where country_id in ('US', 'UK')`,
    );
    await runSystemTurns(database.db, ['politics', 'policy', 'economy'], 1);
    expect((await economy('US')).rate).toBe(25);
    expect((await economy('UK')).rate).toBeLessThan(25);
    expect((await economy('UK')).player).toBe(false);
  });
});
