// GET /api/onboarding and POST /api/onboarding/reward: the first-day checklist follows what the game
// recorded, and its reward is paid once, through the ledger, only when every step is done.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '@/lib/platform/auth/users';
import { call } from '@/lib/testing/client-requests';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { sessionCookieFor } from '@/lib/testing/session-cookie';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { fundraise } from '@/lib/systems/core/characters/fundraise';
import { sendMail } from '@/lib/systems/core/mail/send-mail';
import { buyShares } from '@/lib/systems/corporations/companies/buy-shares';
import { ONBOARDING_REWARD, type Onboarding } from '@/lib/systems/game/onboarding/onboarding';
import { shiftPolicyPosition } from '@/lib/systems/policy/shift-policy-position';
import { createCharacter } from '@/lib/systems/politics/character-setup/create-character';
import { donateToParty } from '@/lib/systems/politics/parties/donate-to-party';
import { joinParty } from '@/lib/systems/politics/parties/join-party';
import { GET } from '@/app/api/onboarding/route';
import { POST } from '@/app/api/onboarding/reward/route';

const database = seededSuiteDatabase();
let userId: string;
let cookie: string;
const snapshot = stateChangeMarks(() => database.db);

beforeAll(async () => {
  const { user } = await registerUser(database.db, {
    email: 'checklist@example.com',
    username: 'checklist',
    password: 'a long test password',
  });
  userId = user.id;
  cookie = await sessionCookieFor(database.db, 'checklist');
});

async function onboarding(): Promise<Onboarding> {
  const answer = await call(GET, '/api/onboarding', { cookie });
  expect(answer.status).toBe(200);
  return answer.body as unknown as Onboarding;
}

const claim = () => call(POST, '/api/onboarding/reward', { method: 'POST', cookie, body: {} });

async function funds(): Promise<number> {
  const rows = await database.db.execute<{ cents: string }>(
    sql`select campaign_funds_cents::text as cents from characters where user_id = ${userId}`,
  );
  return Number(rows.rows[0]!.cents) / 100;
}

describe('the first-day checklist', () => {
  it('asks a guest to sign in and has no steps before a character exists', async () => {
    expect((await call(GET, '/api/onboarding')).status).toBe(401);
    const before = await onboarding();
    expect(before.steps).toBeNull();
    expect(before.reward).toMatchObject({
      amount: ONBOARDING_REWARD,
      pool: 'campaign funds',
      claimable: false,
    });
    const refused = await claim();
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('marks each step done when the game records the act, and pays the reward once', async () => {
    await createCharacter(database.db, {
      userId,
      name: 'Casey Checklist',
      countryId: 'US',
      stateId: 'OH',
      economic: 0,
      social: 0,
    });
    const fresh = await onboarding();
    expect(fresh.steps!.map((step) => step.key)).toEqual([
      'join-party',
      'fundraise',
      'race',
      'take-a-stand',
      'buy-share',
      'write',
    ]);
    expect(fresh.done).toBe(0);
    for (const step of fresh.steps!) expect(step.href).toMatch(/^\//);

    // A claim before the list is complete is refused and writes nothing.
    const before = await snapshot();
    const early = await claim();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'CONFLICT', error: expect.stringContaining('join a party') });
    expect(await snapshot()).toBe(before);

    await joinParty(database.db, { userId, partyId: 'us-dem' });
    await fundraise(database.db, { userId });
    await donateToParty(database.db, { userId, amount: 100 });
    await shiftPolicyPosition(database.db, { userId, axis: 'economic', direction: 1 });
    await buyShares(database.db, { userId, corporationId: '1', body: { shares: 1 } });
    const [bob] = (
      await database.db.execute<{ seq: number }>(
        sql`select c.seq from characters c join users u on u.id = c.user_id where u.username = 'bob'`,
      )
    ).rows;
    await sendMail(database.db, { userId, body: { to: bob!.seq, subject: 'Hello', body: 'First letter.' } });

    const complete = await onboarding();
    expect(complete.steps!.filter((step) => !step.done)).toEqual([]);
    expect(complete.done).toBe(6);
    expect(complete.reward).toMatchObject({ paid: false, claimable: true, currencyCode: 'USD' });

    const fundsBefore = await funds();
    const paid = await claim();
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ success: true, reward: ONBOARDING_REWARD, currencyCode: 'USD' });
    expect(await funds()).toBeCloseTo(fundsBefore + ONBOARDING_REWARD, 2);
    expect(await ledgerProblems(database.db)).toEqual([]);
    expect((await onboarding()).reward).toMatchObject({ paid: true, claimable: false });

    // Once per character: a second claim is refused and pays nothing.
    const again = await snapshot();
    const second = await claim();
    expect(second.status).toBe(409);
    expect(await snapshot()).toBe(again);
    const achievements = await database.db.execute(sql`
      select 1 from character_achievements a join characters c on c.id = a.character_id
      where c.user_id = ${userId} and a.achievement_id = 'first_day'`);
    expect(achievements.rows).toHaveLength(1);
  });
});
