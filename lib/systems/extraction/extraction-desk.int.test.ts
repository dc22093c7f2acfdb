import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { getExtractionDesk } from './get-extraction-desk';

const database = seededSuiteDatabase();

const one = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows[0] as T;

describe('getExtractionDesk', () => {
  it('gives a guest nothing to do', async () => {
    expect(await getExtractionDesk(database.db, { stateId: 'TX', userId: null })).toEqual({
      canDecide: false,
      myCorporations: [],
    });
  });

  it("lists the corporations alice runs, and lets her decide only where she holds the governor's seat", async () => {
    const alice = await one<{ user_id: string; id: string }>(
      sql`select c.user_id, c.id from characters c join users u on u.id = c.user_id where u.username = 'alice'`,
    );
    const governorSeat = sql`(select st.id from seats st join offices o on o.id = st.office_id
      where st.state_id = 'TX' and o.role = 'regional_head' limit 1)`;
    await database.db.execute(sql`update seats set holder_character_id = null where id = ${governorSeat}`);
    const outside = await getExtractionDesk(database.db, { stateId: 'TX', userId: alice.user_id });
    expect(outside.canDecide).toBe(false);
    const runs = await one<{ n: number }>(
      sql`select count(*)::int as n from corporations where ceo_kind = 'character' and ceo_character_id = ${alice.id}`,
    );
    expect(runs.n).toBeGreaterThan(0);
    expect(outside.myCorporations).toHaveLength(runs.n);

    await database.db.execute(
      sql`update seats set holder_character_id = ${alice.id} where id = ${governorSeat}`,
    );
    expect((await getExtractionDesk(database.db, { stateId: 'TX', userId: alice.user_id })).canDecide).toBe(
      true,
    );
  });
});
