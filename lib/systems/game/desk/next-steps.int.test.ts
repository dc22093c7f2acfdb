// The desk's next steps are never empty: a new player, followed turn by turn, always has something to do,
// and each step comes from the player's state (actions, races, party dues, idle cash).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '@/lib/platform/auth/users';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { runSystemTurns } from '@/lib/testing/system-turns';
import { createCharacter } from '@/lib/systems/politics/character-setup/create-character';
import { nextDuesTurn } from '@/lib/systems/politics/parties/next-steps';
import { owesPartyDuesOn } from '@/lib/systems/politics/parties/constants';
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
  it('are never empty on each of 10 consecutive turns, and every one links somewhere', async () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const desk = await getDesk(database.db, { userId });
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
    // The dues the step announced were taken, and each time the member was told (every 4 turns).
    const told = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from notifications where user_id = ${userId} and kind = 'party_dues'`);
    expect(told.rows[0]!.n).toBeGreaterThanOrEqual(2);
  }, 240_000);

  it('name the turn the member next pays party dues', async () => {
    for (let seq = 0; seq < 8; seq++) {
      const turn = nextDuesTurn(13, seq);
      expect(turn).toBeGreaterThanOrEqual(13);
      expect(turn).toBeLessThan(17);
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
