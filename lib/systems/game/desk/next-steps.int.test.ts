// The desk's next steps are never empty: a new player, followed turn by turn, always has something to do,
// and each step comes from the player's state (actions, races, party dues, idle cash).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '@/lib/platform/auth/users';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { createCharacter } from '@/lib/systems/politics/character-setup/create-character';
import { nextDuesTurn } from '@/lib/systems/politics/parties/next-steps';
import { owesPartyDuesOn, PARTY_DUES_INTERVAL_TURNS } from '@/lib/systems/politics/parties/constants';
import { getDesk } from './get-desk';

const database = seededSuiteDatabase();
let userId: string;
beforeAll(async () => {
  const { user } = await registerUser(database.db, {
    email: 'first-day@example.com',
    username: 'first_day',
    password: 'a long test password',
  });
  userId = user.id;
  await createCharacter(database.db, {
    userId,
    name: 'Dana First',
    countryId: 'US',
    stateId: 'OH',
    economic: 0,
    social: 0,
    partyId: 'us-dem',
  });
});

describe('next steps of a new player', () => {
  it('are never empty on each of 10 or more consecutive turns, and every one links somewhere', async () => {
    const kinds = new Set<string>();
    const member = (
      await database.db.execute<{ seq: number; turn: number }>(sql`
        select c.seq, (select current_turn from game_state) as turn
        from characters c join users u on u.id = c.user_id where u.id = ${userId}`)
    ).rows[0]!;
    // At least 10 turns, and on to the member's first dues (a quarter's week can be 12 turns away).
    const turnsRun = Math.max(10, nextDuesTurn(member.turn, member.seq) - member.turn + 1);
    let duesTurns = 0;
    for (let i = 0; i < turnsRun; i++) {
      const desk = await getDesk(database.db, { userId });
      if (owesPartyDuesOn(desk.clock!.currentTurn, member.seq)) duesTurns++;
      const steps = desk.player!.nextSteps;
      expect(steps.length, `turn ${desk.clock!.currentTurn}`).toBeGreaterThan(0);
      for (const step of steps) {
        expect(step.href).toMatch(/^\//);
        expect(step.label).not.toMatch(/[0-9a-f]{24}/);
        kinds.add(step.kind);
      }
      // The systems whose phases move what the steps read: elections, bills, dues, corporations' prices.
      await runSystemTurns(database.db, ['politics', 'corporations'], 1);
    }
    // A new member with the opening grant: actions, party dues and cash on hand all ask for something.
    expect([...kinds]).toEqual(expect.arrayContaining(['spend-actions', 'party-dues', 'idle-cash']));
    // The dues the step announced were taken, and each time the member was told (on the member's week).
    const told = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from notifications where user_id = ${userId} and kind = 'party_dues'`);
    expect(duesTurns).toBeGreaterThanOrEqual(1);
    expect(told.rows[0]!.n).toBe(duesTurns);
  }, 320_000);

  it('name the turn the member next pays party dues', async () => {
    for (let seq = 0; seq < 2 * PARTY_DUES_INTERVAL_TURNS; seq++) {
      const turn = nextDuesTurn(13, seq);
      expect(turn).toBeGreaterThanOrEqual(13);
      expect(turn).toBeLessThan(13 + PARTY_DUES_INTERVAL_TURNS);
      expect(owesPartyDuesOn(turn, seq)).toBe(true);
    }
  });

  it('come with career goals and progress, and the races now running for the landing page', async () => {
    const desk = await getDesk(database.db, { userId });
    expect(desk.player!.milestones.map((goal) => goal.key)).toEqual([
      'first-office',
      'influence',
      'top-rank',
      'bill-enacted',
    ]);
    for (const goal of desk.player!.milestones) {
      expect(goal.progress).toBeGreaterThanOrEqual(0);
      expect(goal.progress).toBeLessThanOrEqual(1);
    }
    expect(desk.player!.milestones[0]!.progress).toBe(0);
    for (const race of desk.world.races) expect(race.status).not.toBe('closed');
  });

  it('drop "spend your actions" once the actions are spent', async () => {
    await database.db.execute(sql`update characters set actions = 0 where user_id = ${userId}`);
    const desk = await getDesk(database.db, { userId });
    expect(desk.player!.nextSteps.map((step) => step.kind)).not.toContain('spend-actions');
  });
});
