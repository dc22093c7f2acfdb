import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ElectionRegionMap } from '@/components/game/maps/ElectionRegionMap';
import { getCountryMapRegions } from '@/lib/systems/game/maps/map-reads';
import { getElection } from '@/lib/systems/politics/elections/get-election';
import { sql } from 'drizzle-orm';
import { regionalResults, regionalSupport } from '@/lib/systems/politics/elections/regional-support';
import { runPoliticsTurns } from '@/lib/testing/politics-turns';
import { worldSuiteDatabase } from '@/lib/testing/suite-database';
import { PRESIDENTIAL_RACE_WORLD } from '@/lib/testing/turned-worlds';

// The click handler's router exists only inside the Next app; the markup under test does not depend on it.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

const PRESIDENT = 'us-president-nat-0-8';
// The presidential race is open and its non-player candidates have filed.
const database = worldSuiteDatabase(PRESIDENTIAL_RACE_WORLD);

describe("a running race's map", () => {
  it("draws its poll by region: every state in its leader's party colour, with a legend and the shares", async () => {
    const support = await regionalSupport(database.db, PRESIDENT);
    const detail = await getElection(database.db, { id: PRESIDENT });
    const regions = await getCountryMapRegions(database.db, 'US');
    expect(support.map((s) => s.regionId).sort()).toEqual(regions.map((r) => r.id).sort());
    const html = renderToStaticMarkup(
      createElement(ElectionRegionMap, {
        regions,
        countryId: 'US',
        support,
        candidates: detail.candidates,
        label: 'Map of United States by region: the poll',
      }),
    );
    const fills = [
      ...html.matchAll(/<path data-region="([^"]+)" data-href="[^"]+" d="[^"]+" fill="([^"]+)"/g),
    ].map((m) => [m[1]!, m[2]!] as const);
    expect(fills.map(([id]) => id).sort()).toEqual(regions.map((r) => r.id).sort());
    // Each state takes the colour of the candidate its poll puts first.
    const colourOf = new Map(detail.candidates.map((c) => [c.characterId, c.partyColor]));
    const leaderOf = new Map(support.map((s) => [s.regionId, s.shares[0]!.characterId]));
    for (const [id, fill] of fills) expect(fill, id).toBe(colourOf.get(leaderOf.get(id)!));
    expect(html).toContain('Leads:');
    expect(html).toMatch(/<td>[^<]+ \d+%, [^<]+ \d+%<\/td>/);
  });
});

describe("a closed race's map", () => {
  beforeAll(async () => {
    await runPoliticsTurns(database.db, 5); // turns 4..8: primary, general, count
  });

  it('keeps a result for every region of the race, its shares summing to one', async () => {
    const detail = await getElection(database.db, { id: PRESIDENT });
    expect(detail.election?.status).toBe('closed');
    const regions = await getCountryMapRegions(database.db, 'US');
    const rows = await database.db.execute<{
      state_id: string;
      total: number;
      candidates: number;
      votes: string;
    }>(sql`
      select state_id, sum(share)::float8 as total, count(*)::int as candidates, sum(votes)::text as votes
      from election_region_results where election_id = ${PRESIDENT} group by state_id order by state_id`);
    expect(rows.rows.map((r) => r.state_id).sort()).toEqual(regions.map((r) => r.id).sort());
    const running = detail.candidates.filter((c) => !c.eliminatedInPrimary).length;
    for (const r of rows.rows) {
      expect(r.total, r.state_id).toBeCloseTo(1, 9);
      expect(r.candidates, r.state_id).toBe(running);
      expect(Number(r.votes), r.state_id).toBeGreaterThan(0);
    }
    // The same swing as the count: each state's winner here is the one its electors went to.
    const tally = await database.db.execute<{
      character_id: string;
      counted: number;
      from_regions: number;
    }>(sql`
      with winners as (
        select distinct on (state_id) state_id, character_id from election_region_results
        where election_id = ${PRESIDENT} order by state_id, share desc, character_id),
      electors as (
        select st.id as state_id,
               greatest(3, (select count(*) from seats s join offices o on o.id = s.office_id and o.role = 'legislator'
                            where s.state_id = st.id and s.is_voting))::int as votes
        from states st where st.country_id = 'US')
      select ec.character_id, ec.electoral_votes as counted,
             coalesce((select sum(el.votes) from winners w join electors el on el.state_id = w.state_id
                       where w.character_id = ec.character_id), 0)::int as from_regions
      from election_candidates ec where ec.election_id = ${PRESIDENT} and not ec.eliminated_in_primary`);
    expect(tally.rows.length).toBe(running);
    expect(tally.rows.reduce((sum, r) => sum + Number(r.counted), 0)).toBeGreaterThan(0);
    for (const r of tally.rows) expect(Number(r.from_regions), r.character_id).toBe(Number(r.counted));
    // The running poll is gone once the race closes; the results stay.
    expect(await regionalSupport(database.db, PRESIDENT)).toEqual([]);
  });

  it("draws its results by region: each state in its winner's party colour, a results legend and the top two", async () => {
    const results = await regionalResults(database.db, PRESIDENT);
    const detail = await getElection(database.db, { id: PRESIDENT });
    const regions = await getCountryMapRegions(database.db, 'US');
    const html = renderToStaticMarkup(
      createElement(ElectionRegionMap, {
        regions,
        countryId: 'US',
        support: results,
        candidates: detail.candidates.filter((c) => !c.eliminatedInPrimary),
        label: 'Map of United States by region: the results',
        mode: 'results',
      }),
    );
    const fills = [
      ...html.matchAll(/<path data-region="([^"]+)" data-href="[^"]+" d="[^"]+" fill="([^"]+)"/g),
    ].map((m) => [m[1]!, m[2]!] as const);
    expect(fills.map(([id]) => id).sort()).toEqual(regions.map((r) => r.id).sort());
    const colourOf = new Map(detail.candidates.map((c) => [c.characterId, c.partyColor]));
    const winnerOf = new Map(results.map((s) => [s.regionId, s.shares[0]!.characterId]));
    for (const [id, fill] of fills) expect(fill, id).toBe(colourOf.get(winnerOf.get(id)!));
    expect(html).toContain('Won:');
    expect(html).not.toContain('Leads:');
    expect(html).toMatch(/<td>[^<]+ \d+\.\d%, [^<]+ \d+\.\d%<\/td>/);
  });
});
