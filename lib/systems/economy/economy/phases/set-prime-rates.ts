import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { PRIME_RATE_RULE as R } from '../constants';

/**
 * Central banks apply the reference Taylor rule to smoothed inflation and growth, at most once per
 * cooldown, in quarter-point steps; each decision is kept in prime_rate_history.
 */
export const setPrimeRates = definePhase({
  id: 'economy-set-prime-rates',
  system: 'economy',
  async run(tx, ctx) {
    await tx.execute(sql`
      with proposed as (
        select country_id, prime_rate,
          greatest(${-R.maxCutPp}::numeric, least(${R.maxHikePp}::numeric, ${R.stepFraction}::numeric * (
            neutral_prime_rate + ${R.inflationCoef}::numeric * (inflation_ema - target_inflation)
            + ${R.growthCoef}::numeric * (growth_ema - ${R.targetGrowth}::numeric) - prime_rate))) as step
        from country_economies
        where ${ctx.turn} - prime_rate_changed_turn >= ${R.cooldownTurns}),
      decided as (
        select country_id, prime_rate, greatest(${R.bounds.min}::numeric, least(${R.bounds.max}::numeric,
          round((prime_rate + step) / ${R.bounds.increment}::numeric) * ${R.bounds.increment}::numeric)) as rate
        from proposed),
      changed as (
        update country_economies e set prime_rate = d.rate, prime_rate_changed_turn = ${ctx.turn}
        from decided d where e.country_id = d.country_id and d.rate <> d.prime_rate
        returning e.country_id, e.prime_rate)
      insert into prime_rate_history (country_id, turn, rate)
      select country_id, ${ctx.turn}, prime_rate from changed`);
  },
});
