// GET /api/desk: the guest's landing data, a player's desk (character card, next steps, since last turn,
// deadlines), and a signed-in account without a character.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '@/lib/testing/client-requests';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { sessionCookieFor } from '@/lib/testing/session-cookie';
import type { Desk } from '@/lib/systems/game/desk/get-desk';
import { GET } from '@/app/api/desk/route';

const database = seededSuiteDatabase();

async function desk(cookie?: string): Promise<Desk> {
  const answer = await call(GET, '/api/desk', { cookie });
  expect(answer.status).toBe(200);
  return answer.body as unknown as Desk;
}

describe('GET /api/desk', () => {
  it('gives a guest the clock, headlines, movers and conflicts, and no player', async () => {
    const guest = await desk();
    expect(guest.player).toBeNull();
    expect(guest.clock).toMatchObject({ currentTurn: expect.any(Number), status: expect.any(String) });
    expect(guest.world.headlines.length).toBeLessThanOrEqual(5);
    for (const mover of guest.world.movers) expect(mover.change).not.toBe(0);
  });

  it('gives a player their character card, races, bills, money received and unread mail', async () => {
    const cookie = await sessionCookieFor(database.db, 'alice');
    const ids = await database.db.execute<{
      user_id: string;
      character_id: string;
      bob_user: string;
      bob: string;
    }>(sql`
      select a.user_id, a.id as character_id, b.user_id as bob_user, b.id as bob
      from characters a, characters b, users ua, users ub
      where a.user_id = ua.id and ua.username = 'alice' and b.user_id = ub.id and ub.username = 'bob'`);
    const { user_id: aliceUser, character_id: alice, bob_user: bobUser, bob } = ids.rows[0]!;
    const turn = (await database.db.execute<{ t: number }>(sql`select current_turn as t from game_state`))
      .rows[0]!.t;
    // A transfer from Bob and a letter from Bob, both unread.
    await database.db.execute(sql`
      insert into ledger_entries (transfer_id, account_type, account_id, currency_code, amount_cents, reason, turn)
      values ('desk-test', 'character_funds', ${bob}, 'USD', -12345, 'funds_transfer', ${turn}),
             ('desk-test', 'character_funds', ${alice}, 'USD', 12345, 'funds_transfer', ${turn})`);
    await database.db.execute(sql`
      insert into mail_messages (id, sender_user_id, recipient_user_id, sender_character_id, recipient_character_id, subject, body)
      values ('desk-mail-1', ${bobUser}, ${aliceUser}, ${bob}, ${alice}, 'Hello', 'A word')`);

    const { player } = await desk(cookie);
    expect(player?.character).toMatchObject({
      name: expect.any(String),
      profileUrl: expect.stringMatching(/^\/characters\/\d+$/),
      currencyCode: 'USD',
      actionsPerTurn: 10,
    });
    expect(player!.character!.balances[0]).toMatchObject({ currencyCode: 'USD', isHome: true });
    expect(player!.sinceLastTurn.unreadMail).toBe(1);
    expect(player!.sinceLastTurn.received).toContainEqual(
      expect.objectContaining({ amount: 123.45, currencyCode: 'USD', reason: 'funds_transfer' }),
    );
    const bobName = (
      await database.db.execute<{ name: string }>(sql`select name from characters where id = ${bob}`)
    ).rows[0]!.name;
    expect(player!.sinceLastTurn.received.find((r) => r.amount === 123.45)?.from).toBe(bobName);
    // Open races are in the player's country and state (or national) and not ones they stand in.
    for (const race of player!.openRaces) expect(race.endTurn).toBeGreaterThanOrEqual(turn);
    // Next steps merge every system's: choices with a deadline first, soonest first; each race is one.
    const steps = player!.nextSteps;
    const dated = steps.filter((step) => step.deadlineTurn !== undefined);
    expect(steps.slice(0, dated.length)).toEqual(dated);
    expect(dated.map((step) => step.deadlineTurn)).toEqual(
      dated.map((step) => step.deadlineTurn).sort((a, b) => a! - b!),
    );
    for (const race of player!.openRaces) {
      expect(steps).toContainEqual(
        expect.objectContaining({
          kind: 'race-filing',
          href: `/elections/${race.id}`,
          deadlineTurn: race.generalTurn,
        }),
      );
    }
    expect(steps.map((step) => step.kind)).not.toContain('join-party');
    for (const corporation of player!.corporations) {
      expect(corporation.decisions).toEqual(
        steps
          .filter((step) => step.href === `/corporations/${corporation.sequentialId}`)
          .map((step) => step.detail),
      );
    }
  });

  it('lists a race the player stands in under since-last-turn with their place, and drops it from open races', async () => {
    const cookie = await sessionCookieFor(database.db, 'alice');
    const before = await desk(cookie);
    const race = before.player!.openRaces[0];
    if (!race) return expect(before.player!.openRaces).toEqual([]);
    const alice = (
      await database.db.execute<{ id: string; name: string }>(sql`
      select c.id, c.name from characters c join users u on u.id = c.user_id where u.username = 'alice'`)
    ).rows[0]!;
    await database.db.execute(sql`
      insert into election_candidates (election_id, character_id, character_name, is_npp, filed_turn)
      values (${race.id}, ${alice.id}, ${alice.name}, false, 1)`);
    const after = await desk(cookie);
    expect(after.player!.openRaces.map((r) => r.id)).not.toContain(race.id);
    expect(after.player!.sinceLastTurn.races).toContainEqual(
      expect.objectContaining({ id: race.id, place: expect.any(Number), candidates: expect.any(Number) }),
    );
  });

  it('tells a signed-in account without a character to create one', async () => {
    await database.db.execute(sql`
      insert into users (id, email, username, display_name, password_hash) values ('desk-nochar', 'nochar@example.com', 'nochar', 'No Character', 'x')`);
    const { player } = await desk(await sessionCookieFor(database.db, 'nochar'));
    expect(player).toMatchObject({ character: null, openRaces: [], billsToVote: [] });
    expect(player!.nextSteps).toEqual([
      expect.objectContaining({ kind: 'create-character', href: '/setup' }),
    ]);
  });
});
