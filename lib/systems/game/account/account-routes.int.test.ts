import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as deleteAccountRoute } from '@/app/api/settings/account/route';
import { POST as changeEmailRoute } from '@/app/api/settings/account/email/route';
import { POST as changePasswordRoute } from '@/app/api/settings/account/password/route';
import { DELETE as signOutEverywhere, GET as listSessions } from '@/app/api/settings/account/sessions/route';
import { GET as navRoute } from '@/app/api/client-nav/route';
import { call, loginAs } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { stateChangeMarks } from '@/lib/testing/write-marks';
import { ledgerProblems } from '@/lib/testing/ledger';

const database = seededSuiteDatabase();

const snapshot = stateChangeMarks(() => database.db, { skipTables: ['rate_limits', 'sessions'] });
const signedIn = async (cookie: string) =>
  ((await call(navRoute, '/api/client-nav', { cookie })).body.user ?? null) !== null;

describe('account settings', () => {
  it('refuses a password change with a wrong current password, writing nothing', async () => {
    const cookie = await loginAs('bob');
    const before = await snapshot();
    const wrong = await call(changePasswordRoute, '/api/settings/account/password', {
      method: 'POST',
      cookie,
      body: { currentPassword: 'not-it', newPassword: 'a brand new password' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD' });
    const short = await call(changePasswordRoute, '/api/settings/account/password', {
      method: 'POST',
      cookie,
      body: { currentPassword: 'statecraft-bob', newPassword: 'x' },
    });
    expect(short.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('changes the password with the current one and ends every other session', async () => {
    const here = await loginAs('bob');
    const elsewhere = await loginAs('bob');
    const listed = await call(listSessions, '/api/settings/account/sessions', { cookie: here });
    const sessions = listed.body.sessions as { current: boolean }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const changed = await call(changePasswordRoute, '/api/settings/account/password', {
      method: 'POST',
      cookie: here,
      body: { currentPassword: 'statecraft-bob', newPassword: 'bob has a new password' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.otherSessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    await expect(loginAs('bob')).rejects.toThrow(/401/);
    expect(await signedIn(await loginAs('bob', 'bob has a new password'))).toBe(true);
  });

  it('changes the email with the current password; a taken one is a 409', async () => {
    const cookie = await loginAs('carol');
    const taken = await call(changeEmailRoute, '/api/settings/account/email', {
      method: 'POST',
      cookie,
      body: { currentPassword: 'statecraft-carol', email: 'alice@example.com' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    const changed = await call(changeEmailRoute, '/api/settings/account/email', {
      method: 'POST',
      cookie,
      body: { currentPassword: 'statecraft-carol', email: 'Carol.New@Example.com' },
    });
    expect(changed.status).toBe(200);
    const [row] = (
      await database.db.execute<{ email: string }>(sql`select email from users where username = 'carol'`)
    ).rows;
    expect(row!.email).toBe('carol.new@example.com');
    expect(await signedIn(await loginAs('carol.new@example.com', 'statecraft-carol'))).toBe(true);
  });

  it('signs out everywhere: every session of the account ends, this one too', async () => {
    const one = await loginAs('alice');
    const two = await loginAs('alice');
    const out = await call(signOutEverywhere, '/api/settings/account/sessions', {
      method: 'DELETE',
      cookie: one,
    });
    expect(out.status).toBe(200);
    expect(out.response.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await signedIn(one)).toBe(false);
    expect(await signedIn(two)).toBe(false);
    const [left] = (
      await database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.username = 'alice'`)
    ).rows;
    expect(left!.n).toBe(0);
  });
});

describe('deleting the account', () => {
  it('refuses without the password or the confirmation words, writing nothing', async () => {
    const cookie = await loginAs('carol.new@example.com', 'statecraft-carol');
    const before = await snapshot();
    for (const body of [
      { currentPassword: 'wrong', confirm: 'delete my account' },
      { currentPassword: 'statecraft-carol', confirm: 'yes' },
    ]) {
      const refused = await call(deleteAccountRoute, '/api/settings/account', {
        method: 'DELETE',
        cookie,
        body,
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    expect(await snapshot()).toBe(before);
  });

  it('retires the character: money to the treasury, careers closed, party led by another, keys and sessions gone', async () => {
    const cookie = await loginAs('carol.new@example.com', 'statecraft-carol');
    const other = await loginAs('carol.new@example.com', 'statecraft-carol');
    const [carol] = (
      await database.db.execute<{
        id: string;
        party_id: string;
        funds: string;
        cash: string;
        country_id: string;
      }>(sql`
        select c.id, c.party_id, c.campaign_funds_cents::text as funds, c.cash_on_hand_cents::text as cash, c.country_id
        from characters c join users u on u.id = c.user_id where u.username = 'carol'`)
    ).rows;
    // Carol leads her party for this test, and holds a key.
    await database.db.execute(
      sql`update parties set chair_character_id = ${carol!.id} where id = ${carol!.party_id}`,
    );
    await database.db.execute(sql`
      insert into api_keys (id, user_id, token_hash, prefix, scope, name)
      select 'ffffffffffffffffffff0001', id, 'hash-for-test', 'svc_pub_test', 'public', 'bot' from users where username = 'carol'`);
    const treasury = async () =>
      Number(
        (
          await database.db.execute<{ cents: string }>(
            sql`select treasury_cents::text as cents from country_economies where country_id = ${carol!.country_id}`,
          )
        ).rows[0]!.cents,
      );
    const treasuryBefore = await treasury();

    const deleted = await call(deleteAccountRoute, '/api/settings/account', {
      method: 'DELETE',
      cookie,
      body: { currentPassword: 'statecraft-carol', confirm: 'delete my account' },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, characterRetired: true });
    expect(await signedIn(other)).toBe(false);
    expect(await treasury()).toBe(treasuryBefore + Number(carol!.funds) + Number(carol!.cash));
    const [after] = (
      await database.db.execute<{
        user_id: string | null;
        party_id: string | null;
        funds: string;
        cash: string;
      }>(sql`
        select user_id, party_id, campaign_funds_cents::text as funds, cash_on_hand_cents::text as cash
        from characters where id = ${carol!.id}`)
    ).rows;
    expect(after).toEqual({ user_id: null, party_id: null, funds: '0', cash: '0' });
    const [party] = (
      await database.db.execute<{ chair: string | null }>(
        sql`select chair_character_id as chair from parties where id = ${carol!.party_id}`,
      )
    ).rows;
    expect(party!.chair).not.toBe(carol!.id);
    expect(party!.chair).not.toBeNull();
    const open = await database.db.execute(
      sql`select 1 from careers where character_id = ${carol!.id} and end_turn is null`,
    );
    expect(open.rows).toHaveLength(0);
    const leftovers = await database.db.execute(sql`
      select 1 from api_keys where id = 'ffffffffffffffffffff0001'
      union all select 1 from users where username = 'carol'`);
    expect(leftovers.rows).toHaveLength(0);
    expect(await ledgerProblems(database.db)).toEqual([]);
    await expect(loginAs('carol.new@example.com', 'statecraft-carol')).rejects.toThrow(/401/);
  });
});
