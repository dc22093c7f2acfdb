import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import type { TestDatabase } from '@/lib/testing/test-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { formGovernment } from './form-government';

let database: TestDatabase;
let apiKey: string;

beforeAll(async () => {
  database = await createSeededTestDatabase();
  apiKey = await freshApiKey('alice');
});
afterAll(() => database?.close());

type Chair = { id: string; name: string; seq: number; party_id: string | null; position: string };
async function chairOf(country: string): Promise<Chair | undefined> {
  const rows = await database.db.execute<Chair>(sql`
    select c.id, c.name, c.seq, c.party_id, c.position
    from seats s join offices o on o.id = s.office_id join characters c on c.id = s.holder_character_id
    where s.country_id = ${country} and o.role = 'central_bank'`);
  return rows.rows[0];
}

describe('the central bank chair', () => {
  it('is seated at world start in every country and served on country/[code]/economy', async () => {
    for (const [country, title] of [
      ['US', 'Federal Reserve Chair'],
      ['UK', 'Governor of the Bank of England'],
      ['DE', 'President of the ECB'],
      ['JP', 'Governor of the Bank of Japan'],
    ] as const) {
      const chair = await chairOf(country);
      expect(chair, country).toBeDefined();
      expect(chair!.position).toBe(title);
      const { body } = await callV1('countryEconomy', { apiKey, params: { code: country } });
      expect(body.chair).toEqual({ name: chair!.name, profileUrl: `/characters/${chair!.seq}` });
      expect(body.centralBank.chairTitle).toBe(title);
    }
  });

  it('is named anew by a new head of government, from the head party’s unseated politicians', async () => {
    const before = (await chairOf('UK'))!;
    // The sitting government was led by someone else: the formation below brings in a new head.
    await database.db.execute(sql`
      update governments set head_character_id = ${before.id} where country_id = 'UK' and ended_turn is null`);
    await formGovernment(database.db, { countryId: 'UK', turn: 3, now: new Date(), startingYear: 2030 });
    const after = (await chairOf('UK'))!;
    expect(after.id).not.toBe(before.id);
    const [head] = (
      await database.db.execute<{ party_id: string; seats: number }>(sql`
        select c.party_id, (select count(*)::int from seats s where s.holder_character_id = ${after.id}) as seats
        from governments g join characters c on c.id = g.head_character_id
        where g.country_id = 'UK' and g.ended_turn is null`)
    ).rows;
    expect(after.party_id).toBe(head!.party_id);
    expect(head!.seats).toBe(1);
    const { body } = await callV1('countryEconomy', { apiKey, params: { code: 'gb' } });
    expect(body.chair.name).toBe(after.name);
    // The outgoing chair's career closed; the incoming one's opened as an appointment.
    const careers = await database.db.execute<{
      character_id: string;
      end_turn: number | null;
      type: string;
    }>(sql`
      select cr.character_id, cr.end_turn, cr.type from careers cr join seats s on s.id = cr.seat_id
      join offices o on o.id = s.office_id where o.role = 'central_bank' and s.country_id = 'UK' order by cr.start_turn`);
    expect(careers.rows.find((c) => c.character_id === before.id)?.end_turn).toBe(3);
    expect(careers.rows.find((c) => c.character_id === after.id)).toMatchObject({
      end_turn: null,
      type: 'appointed',
    });
  });

  it('stays when the same head forms the next government', async () => {
    const before = (await chairOf('UK'))!;
    await formGovernment(database.db, { countryId: 'UK', turn: 4, now: new Date(), startingYear: 2030 });
    expect((await chairOf('UK'))!.id).toBe(before.id);
  });
});
