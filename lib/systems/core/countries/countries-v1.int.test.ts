import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshApiKey } from '@/lib/testing/api-keys';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { callV1 } from '@/lib/testing/v1-requests';

const database = seededSuiteDatabase();
let apiKey: string;

beforeAll(async () => {
  apiKey = await freshApiKey('alice');
});

describe('GET /api/public/v1/country and /country/[code]', () => {
  it('matches country codes case-insensitively', async () => {
    const { body } = await callV1('country', { apiKey, params: { code: 'uK' } });
    expect(body).toMatchObject({ found: true, countryId: 'UK', lastElectionCycle: null });
  });

  it('names the sitting head of government and the make-up of the primary chamber', async () => {
    const { body } = await callV1('country', { apiKey, params: { code: 'UK' } });
    const [pm] = (
      await database.db.execute<{ name: string; party: string; seq: number }>(sql`
        select c.name, p.name as party, c.seq from seats s join characters c on c.id = s.holder_character_id
        join parties p on p.id = c.party_id where s.office_id = 'uk-prime_minister'`)
    ).rows;
    expect(body.currentLeader).toEqual({
      name: pm!.name,
      party: pm!.party,
      profileUrl: `/characters/${pm!.seq}`,
    });
    const composition = body.legislatureComposition as {
      partyName: string;
      seats: number;
      seatPct: number;
    }[];
    expect(composition.reduce((sum, p) => sum + p.seats, 0)).toBe(650);
    expect(composition[0]!.seats).toBeGreaterThanOrEqual(composition.at(-1)!.seats);
    expect(composition.find((p) => p.partyName === pm!.party)!.seatPct).toBeCloseTo(
      (composition.find((p) => p.partyName === pm!.party)!.seats / 650) * 100,
      1,
    );
  });

  it.each(['GB', 'gb', 'Gb'])('answers %s as an alias of UK', async (code) => {
    const { status, body } = await callV1('country', { apiKey, params: { code } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: true, countryId: 'UK' });
  });

  it('answers an unknown country with found:false', async () => {
    const { status, body } = await callV1('country', { apiKey, params: { code: 'zz' } });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, found: false });
  });

  it('lists countries with their region counts', async () => {
    const { body } = await callV1('countries', { apiKey });
    expect(body.found).toBe(true);
    const us = body.countries.find((c: { id: string }) => c.id === 'US');
    expect(us).toMatchObject({ regionCount: 51, currencyCode: 'USD', economyPreview: { forexRate: 1 } });
  });
});
