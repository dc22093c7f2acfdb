import { sql } from 'drizzle-orm';
import { countryCodeParams } from '@/lib/systems/core/countries/schemas';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { TREND_WINDOW_TURNS, type MetricCategory } from './constants';
import { countryMetricsQuery, type CountryMetrics } from './schemas';

type AggregateRow = {
  metric_id: string;
  category: MetricCategory;
  label: string;
  unit: string;
  higher_is_better: boolean;
  average: number;
  population_weighted_average: number;
  min_value: number;
  min_state_id: string;
  min_state_name: string;
  max_value: number;
  max_state_id: string;
  max_state_name: string;
  previous_average: number | null;
};

/**
 * GET /api/public/v1/country/[code]/metrics: the latest country aggregates of each metric (optionally one
 * category) with its trend over TREND_WINDOW_TURNS turns, plus state and national approval.
 * The code is case-insensitive, GB an alias of UK; an unknown code is found:false.
 */
export async function getCountryMetrics(
  db: Db,
  input: { code: string; category?: unknown },
): Promise<({ found: true } & CountryMetrics) | { found: false }> {
  const { category } = parseInput(countryMetricsQuery, { category: input.category });
  const { code } = parseInput(countryCodeParams, { code: input.code });
  const countryResult = await db.execute<{
    id: string;
    name: string;
    population: number;
    gdp_millions: number;
    currency_code: string;
    latest_turn: number | null;
    approval: number | null;
    base_approval: number | null;
    calculated_at: string | null;
  }>(sql`
    select c.id, c.name, c.population::float8 as population, c.gdp_millions::float8 as gdp_millions,
      c.currency_code, h.latest_turn, ar.approval, ar.base_approval,
      to_char(coalesce(t.finished_at, gs.last_turn_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as calculated_at
    from countries c
    left join lateral (select max(turn) as latest_turn from country_metric_history where country_id = c.id) h on true
    left join approval_ratings ar on ar.scope = 'national' and ar.place_id = c.id
    left join turns t on t.turn = h.latest_turn
    left join game_state gs on gs.id = 'current'
    where c.id = ${code}`);
  const country = countryResult.rows[0];
  if (!country) return { found: false };

  const latest = country.latest_turn;
  const [aggregates, regions] = await Promise.all([
    latest === null
      ? Promise.resolve({ rows: [] as AggregateRow[] })
      : db.execute<AggregateRow>(sql`
          select h.metric_id, md.category, md.label, md.unit, md.higher_is_better, h.average,
            h.population_weighted_average, h.min_value, h.min_state_id, smin.name as min_state_name,
            h.max_value, h.max_state_id, smax.name as max_state_name, prev.average as previous_average
          from country_metric_history h
          join metric_definitions md on md.id = h.metric_id
          join states smin on smin.id = h.min_state_id
          join states smax on smax.id = h.max_state_id
          left join lateral (
            select p.average from country_metric_history p
            where p.country_id = h.country_id and p.metric_id = h.metric_id
              and p.turn >= ${latest - TREND_WINDOW_TURNS} and p.turn < h.turn
            order by p.turn asc limit 1) prev on true
          where h.country_id = ${country.id} and h.turn = ${latest}
            ${category ? sql`and md.category = ${category}` : sql``}
          order by md.sort_order`),
    db.execute<{ id: string; name: string; approval: number; base_approval: number }>(sql`
      select s.id, s.name, ar.approval, ar.base_approval
      from approval_ratings ar join states s on s.id = ar.place_id
      where ar.scope = 'state' and s.country_id = ${country.id}
      order by s.name, s.id`),
  ]);

  const categories: CountryMetrics['categories'] = {};
  for (const row of aggregates.rows) {
    categories[row.metric_id] = {
      category: row.category,
      label: row.label,
      unit: row.unit,
      higherIsBetter: row.higher_is_better,
      average: row.average,
      populationWeightedAverage: row.population_weighted_average,
      trend: row.previous_average === null ? 0 : row.average - row.previous_average,
      min: { value: row.min_value, stateId: row.min_state_id, stateName: row.min_state_name },
      max: { value: row.max_value, stateId: row.max_state_id, stateName: row.max_state_name },
    };
  }
  return {
    found: true,
    countryId: country.id,
    countryName: country.name,
    calculatedAt: country.calculated_at,
    population: country.population,
    gdpMillions: country.gdp_millions,
    gdpPerCapita: country.population > 0 ? Math.round((country.gdp_millions * 1e6) / country.population) : 0,
    currencyCode: country.currency_code,
    governmentApproval: country.approval,
    governmentApprovalBase: country.base_approval,
    categories,
    regions: regions.rows.map((r) => ({
      id: r.id,
      name: r.name,
      approval: r.approval,
      baseApproval: r.base_approval,
    })),
  };
}
