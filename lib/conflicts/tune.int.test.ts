import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, it } from 'vitest';
import { createSeededTestDatabase } from '../testing/seeded-database';
import { runSystemTurns } from '../testing/system-turns';
import type { TestDatabase } from '../testing/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database?.close());

it('tune', async () => {
  const t0 = Date.now();
  await runSystemTurns(database.db, [], 200);
  const r = await database.db.execute(sql`
    select id, name, status, started_turn, resolved_turn, outcome, round(control::numeric,1) c, round(intensity::numeric) i,
      round(supply_a::numeric) sa, round(supply_b::numeric) sb,
      (select string_agg(distinct status, ',') from conflict_turns t where t.conflict_id = conflicts.id) statuses,
      (select count(*) from conflict_battles b where b.conflict_id = conflicts.id and not no_contact) contacts
    from conflicts order by id`);
  console.log(JSON.stringify(r.rows, null, 0).replace(/},/g, '},\n'));
  const h = await database.db.execute(sql`select event_type, count(*) from history_events group by 1`);
  console.log(JSON.stringify(h.rows), Date.now() - t0);
}, 600_000);
