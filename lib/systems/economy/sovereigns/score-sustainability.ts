import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { TURNS_PER_YEAR } from '@/lib/systems/economy/macro/constants';
import {
  SUSTAINABILITY_BANDS,
  SUSTAINABILITY_BASELINE,
  SUSTAINABILITY_LABELS,
  SUSTAINABILITY_MODEL as S,
} from './constants';
import { assessedDebtToGdp, componentsJson, lit, referenceRatios } from './sql';

const component = (id: string, value: ReturnType<typeof sql>) => ({
  id,
  label: SUSTAINABILITY_LABELS[id]!,
  value,
});

/** economy.json sustainabilityComponents over the columns of `inputs` (d, balance, dep, g are fractions). */
const COMPONENTS = [
  component(
    'dgdp',
    sql`case when d <= ${lit(S.debtFloor)} then 0
      else -least(${lit(S.debtMax)}, (d - ${lit(S.debtFloor)}) / ${lit(S.debtFull - S.debtFloor)} * ${lit(S.debtMax)}) end`,
  ),
  component(
    'primary-balance',
    sql`greatest(-${lit(S.balanceMin)}, least(${lit(S.balanceMax)}, balance * ${lit(S.balanceSlope)}))`,
  ),
  component(
    'fx',
    sql`case when dep <= ${lit(S.fxFloor)} then 0
      else -least(${lit(S.fxMax)}, (dep - ${lit(S.fxFloor)}) / ${lit(S.fxFull - S.fxFloor)} * ${lit(S.fxMax)}) end`,
  ),
  component(
    'growth',
    sql`case when g >= 0 then least(${lit(S.growthUpMax)}, g * ${lit(S.growthUpSlope)})
      else -least(${lit(S.growthDownMax)}, -g * ${lit(S.growthDownSlope)}) end`,
  ),
];

const bandCase = sql`case ${sql.join(
  SUSTAINABILITY_BANDS.map((b) => sql`when score >= ${b.minScore} then ${b.band}::text`),
  sql` `,
)} else ${SUSTAINABILITY_BANDS.at(-1)!.band}::text end`;

/**
 * Every sovereign's 0-100 sustainability score: the baseline plus the debt, primary balance, FX and
 * growth components, clamped, with its band. One statement; the turn phase and the seed both call it.
 */
export async function scoreSustainability(tx: Db): Promise<void> {
  await tx.execute(sql`
    with refs(rating, ratio) as (values ${referenceRatios}),
    inputs as (
      select e.country_id, coalesce(${assessedDebtToGdp}, 0) as d,
        coalesce((e.last_revenue_cents - e.last_spending_cents) / 100.0 * ${TURNS_PER_YEAR} / nullif(e.gdp, 0), 0) as balance,
        s.fx_depreciation10 as dep, e.gdp_growth / 100 as g
      from country_economies e
      join sovereigns s on s.country_id = e.country_id
      join refs r on r.rating = e.anchor_rating),
    scored as (
      select i.country_id, ${componentsJson(COMPONENTS)} as components,
        round(greatest(0, least(100, ${lit(SUSTAINABILITY_BASELINE)} + ${sql.join(
          COMPONENTS.map((c) => sql`(${c.value})`),
          sql` + `,
        )})), 2) as score
      from inputs i)
    update sovereigns s set
      sustainability_score = x.score,
      sustainability_band = (select ${bandCase} from (select x.score as score) b),
      sustainability_components = x.components
    from scored x where x.country_id = s.country_id`);
}
