import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerProblems } from '@/lib/testing/ledger';
import { seededSuiteDatabase } from '@/lib/testing/suite-database';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import { sectorReferences } from '@/lib/systems/economy/macro/reference';
import { planCorporations, type CorporationPlanInput } from './plan-corporations';

const database = seededSuiteDatabase();

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

describe('seeded corporations', () => {
  it('seeds at least 40, several per country, each in its country currency with a sector type', async () => {
    const perCountry = await rows<{ country_id: string; n: number; bad_currency: number }>(sql`
      select k.country_id, count(*)::int as n,
             count(*) filter (where k.currency_code <> c.currency_code)::int as bad_currency
      from corporations k join countries c on c.id = k.country_id
      join sector_types t on t.id = k.type group by 1 order by 1`);
    expect(perCountry.map((r) => r.country_id)).toEqual(['DE', 'JP', 'UK', 'US']);
    expect(perCountry.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(40);
    for (const row of perCountry) {
      expect(row.n).toBeGreaterThanOrEqual(6);
      expect(row.bad_currency).toBe(0);
    }
    const ids = await rows<{ bad: number }>(sql`
      select count(*) filter (where id !~ '^[0-9a-f]{24}$')::int as bad from corporations`);
    expect(ids[0]!.bad).toBe(0);
  });

  it('keeps every cap table whole: held shares, super-shares and float add up to totalShares', async () => {
    const broken = await rows<{ id: string }>(sql`
      select k.id from corporations k
      join corporation_shareholders h on h.corporation_id = k.id
      group by k.id, k.total_shares, k.float_shares
      having sum(h.shares + h.super_shares) + k.float_shares <> k.total_shares`);
    expect(broken).toEqual([]);
    const kinds = await rows<{ holder_kind: string }>(sql`
      select distinct holder_kind from corporation_shareholders order by 1`);
    expect(kinds.map((k) => k.holder_kind)).toEqual(['character', 'corporation', 'npp', 'state']);
  });

  it('gives the demo player alice one corporation she runs, and seats other CEOs as people or vacancies', async () => {
    const alice = await rows<{ name: string; shares: number; total_shares: number }>(sql`
      select k.name, h.shares, k.total_shares from corporations k
      join characters c on c.id = k.ceo_character_id
      join users u on u.id = c.user_id and u.username = 'alice'
      join corporation_shareholders h on h.corporation_id = k.id and h.holder_id = c.id`);
    expect(alice).toHaveLength(1);
    expect(alice[0]!.shares / alice[0]!.total_shares).toBeGreaterThan(0.5);
    const ceos = await rows<{ ceo_kind: string }>(sql`select distinct ceo_kind from corporations order by 1`);
    expect(ceos.map((c) => c.ceo_kind)).toEqual(['character', 'npp', 'vacant']);
  });

  it('enters opening cash in the ledger so it reconciles', async () => {
    expect(await ledgerProblems(database.db)).toEqual([]);
    const cash = await rows<{ n: number }>(sql`
      select count(*)::int as n from ledger_entries where account_type = 'corporation_cash'`);
    expect(cash[0]!.n).toBeGreaterThanOrEqual(40);
  });

  it('plans the same world from the same seed', () => {
    const input: CorporationPlanInput = {
      seed: 's',
      scale: 1,
      turn: 1,
      countries: countryReferences.map((c) => ({
        id: c.id,
        currencyCode: c.currencyCode,
        forexRate: c.forexRate,
        firstNames: c.names.first,
        lastNames: c.names.last,
      })),
      states: countryReferences.flatMap((c) => c.regions.map((r) => ({ ...r, countryId: c.id }))),
      sectorTypes: sectorReferences.map((s) => s.id),
      npcIdsByCountry: { US: ['a'.repeat(24)] },
      playerOwners: [],
    };
    const first = planCorporations(input);
    expect(planCorporations(input)).toEqual(first);
    expect(planCorporations({ ...input, seed: 'other' }).corporations[0]!.name).not.toBe(
      first.corporations[0]!.name,
    );
  });
});
