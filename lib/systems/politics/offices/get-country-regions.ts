import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { VOTING_ELIGIBLE_SHARE, WORKING_AGE_SHARE } from '@/lib/systems/politics/elections/constants';
import { primaryChamberId } from './country-politics';
import { parseInput } from '@/lib/platform/validation';
import { regionGroup } from '@/lib/systems/core/countries/region-groups';
import { getRegionSectors } from '@/lib/systems/economy/macro/region-sectors';
import { countryCodeParams } from '@/lib/systems/core/countries/schemas';
import type { GetCountryRegionsResult } from './country-regions-schemas';

/**
 * GET /api/public/v1/country/[code]/regions: every region with its electorate, apportioned seats (primary
 * chamber: houseDistricts; the other chamber: stateSenateSeats), voting system, demographic leans and
 * economy, ordered by name. An unknown country is found:false.
 */
export async function getCountryRegions(
  db: Db,
  input: z.input<typeof countryCodeParams>,
): Promise<GetCountryRegionsResult> {
  const { code } = parseInput(countryCodeParams, input);
  const primary = primaryChamberId(code);
  const rows = await db.execute<{
    id: string;
    name: string;
    region_type: string;
    country_name: string;
    population: number;
    gdp_millions: number;
    house_districts: number;
    upper_seats: number;
    voting_system: string | null;
    economic_lean: number | null;
    social_lean: number | null;
    metrics_updated_at: string | null;
  }>(sql`
    select st.id, st.name, st.region_type, co.name as country_name, st.population, st.gdp_millions,
           count(s.id) filter (where o.chamber_id = ${primary})::int as house_districts,
           count(s.id) filter (where o.chamber_id is not null and o.chamber_id <> ${primary})::int as upper_seats,
           (select o2.voting_system from offices o2 where o2.chamber_id = ${primary} order by o2.sort_order limit 1)
             as voting_system,
           sd.economic_lean, sd.social_lean,
           (select to_char(coalesce(t.started_at, g.last_turn_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            from game_state g left join turns t on t.turn = (select max(m.updated_turn) from state_metrics m where m.state_id = st.id)
            limit 1) as metrics_updated_at
    from states st join countries co on co.id = st.country_id
    left join seats s on s.state_id = st.id
    left join offices o on o.id = s.office_id
    left join state_demographics sd on sd.state_id = st.id
    where st.country_id = ${code}
    group by st.id, co.name, sd.economic_lean, sd.social_lean
    order by st.name, st.id`);
  if (rows.rows.length === 0)
    return { found: false, countryId: code, countryName: null, count: 0, regions: [] };
  const sectors = await getRegionSectors(db, code);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const regions = rows.rows.map((r) => {
    const population = Number(r.population);
    const gdpMillions = Number(r.gdp_millions);
    return {
      id: r.id,
      name: r.name,
      regionType: r.region_type,
      parentRegionId: null,
      region: regionGroup(r.id, r.country_name),
      population,
      votingEligiblePopulation: Math.round(population * VOTING_ELIGIBLE_SHARE),
      workingAgePopulation: Math.round(population * WORKING_AGE_SHARE),
      gdpMillions,
      gdpPerCapita: population > 0 ? Math.round((gdpMillions * 1_000_000) / population) : 0,
      houseDistricts: r.house_districts,
      stateSenateSeats: r.upper_seats,
      votingSystem: r.voting_system ?? 'none',
      economicLean: round1(r.economic_lean ?? 0),
      socialLean: round1(r.social_lean ?? 0),
      sectorSpecializations: sectors.get(r.id)?.sectorSpecializations ?? [],
      topSectors: sectors.get(r.id)?.topSectors ?? [],
      metricsUpdatedAt: r.metrics_updated_at,
    };
  });
  return {
    found: true,
    countryId: code,
    countryName: rows.rows[0]!.country_name,
    count: regions.length,
    regions,
  };
}
