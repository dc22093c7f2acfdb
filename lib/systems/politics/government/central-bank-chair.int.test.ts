import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';
import { formGovernment } from './form-government';

const database = seededSuiteDatabase();
let apiKey: string;

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
});

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

  it('serves a fixed term: a new head of government does not replace the chair', async () => {
    const before = (await chairOf('UK'))!;
    const term = await database.db.execute<{ term_end_turn: number }>(sql`
      select s.term_end_turn from seats s join offices o on o.id = s.office_id
      where s.country_id = 'UK' and o.role = 'central_bank'`);
    expect(term.rows[0]!.term_end_turn).toBeGreaterThan(100);
    // The sitting government was led by someone else: the formation below brings in a new head.
    await database.db.execute(sql`
      update governments set head_character_id = ${before.id} where country_id = 'UK' and ended_turn is null`);
    await formGovernment(database.db, { countryId: 'UK', turn: 3, now: new Date(), startingYear: 2030 });
    expect((await chairOf('UK'))!.id).toBe(before.id);
    const { body } = await callV1('countryEconomy', { apiKey, params: { code: 'gb' } });
    expect(body.chair.name).toBe(before.name);
  });

  it('stays when the same head forms the next government', async () => {
    const before = (await chairOf('UK'))!;
    await formGovernment(database.db, { countryId: 'UK', turn: 4, now: new Date(), startingYear: 2030 });
    expect((await chairOf('UK'))!.id).toBe(before.id);
  });
});
