import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { metricHistoryQuery } from './schemas';

export interface MetricHistoryResponse {
  countryId: string;
  metricId: string;
  label: string;
  unit: string;
  points: { turn: number; average: number; populationWeightedAverage: number; min: number; max: number }[];
}

/** One metric of one country over turns, oldest first (the country page's chart). */
export async function getMetricHistory(db: Db, input: unknown): Promise<MetricHistoryResponse> {
  const query = parseInput(metricHistoryQuery, input);
  const country = query.country;
  const metric = await db.execute<{ id: string; label: string; unit: string }>(
    sql`select id, label, unit from metric_definitions where id = ${query.metric}`,
  );
  const definition = metric.rows[0];
  if (!definition) throw new AppError('NOT_FOUND', `No metric ${query.metric}.`);
  const rows = await db.execute<{ turn: number; average: number; pwa: number; min: number; max: number }>(sql`
    select turn, average, population_weighted_average as pwa, min_value as min, max_value as max from (
      select * from country_metric_history where country_id = ${country} and metric_id = ${definition.id}
      order by turn desc limit ${query.limit}) recent
    order by turn`);
  return {
    countryId: country,
    metricId: definition.id,
    label: definition.label,
    unit: definition.unit,
    points: rows.rows.map((r) => ({
      turn: r.turn,
      average: r.average,
      populationWeightedAverage: r.pwa,
      min: r.min,
      max: r.max,
    })),
  };
}
