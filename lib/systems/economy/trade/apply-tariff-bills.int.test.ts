import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { enactedTariffBills } from '@/lib/systems/politics/legislation/enacted-tariff-bills';
import { applyTariffBills } from './apply-tariff-bills';

const database = seededSuiteDatabase();
const TURN = 7;

async function passBill(id: string, type: string, optionIndex: number, status: 'passed' | 'failed') {
  await database.db.execute(sql`
    insert into bills (id, country_id, chamber_id, scope, legislation_type_id, option_index, title, sponsor_name,
      status, proposed_turn, voting_ends_turn, resolved_turn)
    select ${id}, c.country_id, c.id, 'national', ${type}, ${optionIndex}, 'Tariff bill', 'Sponsor', ${status},
      ${TURN - 3}, ${TURN - 1}, ${TURN}
    from chambers c where c.country_id = (select countries[1] from legislation_types where id = ${type})
    order by c.id limit 1`);
}

describe('enacted tariff bills', () => {
  it("set the country's economy-wide tariff to the option's rate, as the bill's, with a history event", async () => {
    await passBill('a00000000000000000000001', 'us_federal_tariff_rate', 2, 'passed'); // "5%"
    await passBill('a00000000000000000000002', 'jp_customs_tariff', 4, 'passed'); // "3.5%"
    await passBill('a00000000000000000000003', 'de_customs_tariff_rate', 5, 'failed');
    await applyTariffBills(database.db, TURN, enactedTariffBills(TURN));
    const tariffs = await database.db.execute<{
      country_id: string;
      rate: number;
      source_bill_id: string;
    }>(sql`
      select country_id, rate::float8 as rate, source_bill_id from tariffs
      where scope_type = 'economy_wide' and source = 'legislation' order by country_id`);
    expect(tariffs.rows).toEqual([
      { country_id: 'JP', rate: 3.5, source_bill_id: 'a00000000000000000000002' },
      { country_id: 'US', rate: 5, source_bill_id: 'a00000000000000000000001' },
    ]);
    const events = await database.db.execute<{ country_id: string; title: string }>(sql`
      select country_id, title from history_events where event_type = 'tariff_changed' order by country_id`);
    expect(events.rows).toEqual([
      { country_id: 'JP', title: 'Economy-wide tariff set to 3.5%' },
      { country_id: 'US', title: 'Economy-wide tariff set to 5%' },
    ]);
  });
});
