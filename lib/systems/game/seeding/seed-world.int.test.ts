import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { characters, gameState, parties, users } from '@/models';
import { verifyPassword } from '@/lib/platform/auth/passwords';
import { DEMO_ACCOUNTS, NPCS_PER_STATE } from '@/lib/systems/core/world-plan/constants';
import { seedWorld } from './seed-world';
import { migratedSuiteDatabase } from '@/lib/testing/suite-database';

const database = migratedSuiteDatabase();
const options = { seed: 'test-seed', scale: 1, startingYear: 2025, turnDurationMs: 300_000, demo: true };

describe('seedWorld', () => {
  it('creates countries, states, parties, NPCs, demo accounts and the game state once', async () => {
    const first = await seedWorld(database.db, options);
    const [npps] = await database.db
      .select({ n: count() })
      .from(characters)
      .where(eq(characters.isNpp, true));
    expect(npps!.n).toBeGreaterThan(2_600);
    expect(first).toEqual({ created: true, characters: 87 * NPCS_PER_STATE + npps!.n + 3, demoAccounts: 4 });
    expect(await seedWorld(database.db, options)).toEqual({ created: false });

    const [state] = await database.db.select().from(gameState);
    expect(state).toMatchObject({
      id: 'current',
      currentTurn: 1,
      status: 'active',
      subsidiaryCorporationsEnabled: true,
    });
    expect(state!.nextTurnAt!.getTime() - state!.lastTurnAt!.getTime()).toBe(300_000);
  });

  it('creates the demo accounts exactly as documented', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.username, account.username));
      expect(user?.email).toBe(account.email);
      expect(user?.isAdmin).toBe(account.isAdmin);
      expect(await verifyPassword(account.password, user!.passwordHash)).toBe(true);
      const [character] = await database.db.select().from(characters).where(eq(characters.userId, user!.id));
      if (!account.character) {
        expect(character).toBeUndefined();
        continue;
      }
      expect(character?.name).toContain(account.character.name.split(' ')[0]);
      expect(character).toMatchObject({
        countryId: account.character.countryId,
        stateId: account.character.stateId,
      });
      expect(character!.campaignFundsCents).toBeGreaterThanOrEqual(1_000_000 * 100);
      expect(character!.actions).toBeGreaterThanOrEqual(100);
      expect(character!.politicalInfluence).toBeGreaterThan(0);
    }
  });

  it('gives every party with members a chair from its own members', async () => {
    const rows = await database.db.execute(sql`
      select count(*)::int as bad from parties p
      left join characters c on c.id = p.chair_character_id
      where (c.id is null and exists (select 1 from characters m where m.party_id = p.id))
         or c.party_id <> p.id`);
    expect(rows.rows[0]).toEqual({ bad: 0 });
    expect((await database.db.select().from(parties)).length).toBeGreaterThan(20);
  });

  it('records opening balances in a ledger that reconciles to every balance', async () => {
    const mismatched = await database.db.execute(sql`
      select c.id from characters c
      left join (select account_id, sum(amount_cents) as total from ledger_entries
                 where account_type = 'character_funds' group by account_id) l on l.account_id = c.id
      where coalesce(l.total, 0) <> c.campaign_funds_cents`);
    expect(mismatched.rows).toHaveLength(0);
    const sums = await database.db.execute(sql`
      select currency_code, sum(amount_cents)::bigint as total from ledger_entries group by currency_code`);
    expect(sums.rows.length).toBe(4);
    for (const row of sums.rows) expect(Number(row.total)).toBe(0);
  });
});
