import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { legislatureComposition } from '@/lib/systems/politics/offices/country-politics';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { getGovernment } from './get-government';

const database = seededSuiteDatabase();

describe("the government's seat count", () => {
  it('agrees with the seat table after members change party, instead of keeping the count from its formation', async () => {
    const before = (await getGovernment(database.db, { country: 'US' })).governmentFormation!;
    expect(before.governingParties.length).toBeGreaterThan(0);
    const governing = before.governingParties[0]!.partyId;
    // Twenty of the governing party's House members cross the floor to another party.
    const moved = await database.db.execute(sql`
      update characters set party_id = (select id from parties where country_id = 'US' and id <> ${governing}
                                        and not is_default order by id limit 1)
      where id in (select s.holder_character_id from seats s join offices o on o.id = s.office_id
                   join characters c on c.id = s.holder_character_id
                   where o.chamber_id = 'us-house' and s.is_voting and c.party_id = ${governing}
                   order by s.id limit 20)`);
    expect(moved.rowCount).toBe(20);

    const after = (await getGovernment(database.db, { country: 'US' })).governmentFormation!;
    const table = await legislatureComposition(database.db, 'US');
    const governingInTable = table
      .filter((row) => after.governingParties.some((p) => p.partyId === row.partyId))
      .reduce((sum, row) => sum + row.seats, 0);
    expect(after.seatsHeld).toBe(governingInTable);
    expect(after.seatsHeld).toBe(before.seatsHeld - 20);
    expect(after.chamberSeats).toBe(435);
    expect(after.majorityThreshold).toBe(218);
  });
});
