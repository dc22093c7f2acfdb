import { sql } from 'drizzle-orm';
import { SOVEREIGN_DEBT_LADDER } from '@/lib/systems/economy/macro/constants';
import { RATING_SPREADS_PP } from './constants';

/** Shared SQL pieces of the sovereign phases. */

/** (rating, ratio): the reference debt-to-GDP of each rating the live ratio is normalised against. */
export const referenceRatios = sql.join(
  Object.entries(SOVEREIGN_DEBT_LADDER.referenceRatioByRating).map(
    ([rating, ratio]) => sql`(${rating}::text, ${ratio}::numeric)`,
  ),
  sql`, `,
);

/** (rating, pp): the spread over prime of each rating. */
export const ratingSpreads = sql.join(
  Object.entries(RATING_SPREADS_PP).map(([rating, pp]) => sql`(${rating}::text, ${pp}::numeric)`),
  sql`, `,
);

/**
 * Debt-to-GDP as the ladder assesses it: normalised against the country's seeded anchor, so each
 * country's opening position reads as its opening rating (alias e for country_economies, r for refs).
 */
export const assessedDebtToGdp = sql`(e.debt_principal_cents / 100.0 / nullif(e.gdp, 0) / e.anchor_debt_to_gdp * r.ratio)`;

/** Each labelled value as one jsonb array of {id, label, value} in the given order. */
export function componentsJson(
  values: readonly { id: string; label: string; value: ReturnType<typeof sql> }[],
) {
  return sql`jsonb_build_array(${sql.join(
    values.map(
      (v) =>
        sql`jsonb_build_object('id', ${v.id}::text, 'label', ${v.label}::text, 'value', round(${v.value}, 4))`,
    ),
    sql`, `,
  )})`;
}

/** A numeric constant of ours written into the statement (never user input), typed for PostgreSQL. */
export function lit(value: number) {
  if (!Number.isFinite(value)) throw new Error(`not a finite constant: ${value}`);
  return sql.raw(`(${value})::numeric`);
}
