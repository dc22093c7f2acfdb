import { sql } from 'drizzle-orm';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { PRIME_RATE_RULE as R } from '../constants';

/**
 * Central banks set the prime rate; each change is kept in prime_rate_history. A player chair's decision
 * (chair_rate) applies as taken. Where no player holds the chair, the reference Taylor rule runs on smoothed
 * inflation and growth, at most once per cooldown, in quarter-point steps; a player chair's bank waits for
 * its chair.
 */
export const setPrimeRates = definePhase({
  id: 'economy-set-prime-rates',
  system: 'economy',
  async run(tx, ctx) {
    await tx.execute(sql`
      with chosen as (
        update country_economies e set prime_rate = e.chair_rate,
          prime_rate_changed_turn = case when e.chair_rate <> e.prime_rate then ${ctx.turn} else e.prime_rate_changed_turn end,
          chair_rate = null, chair_rate_turn = null
        where e.chair_rate is not null
        returning e.country_id, e.prime_rate, e.prime_rate_changed_turn)
      insert into prime_rate_history (country_id, turn, rate)
      select country_id, ${ctx.turn}, prime_rate from chosen where prime_rate_changed_turn = ${ctx.turn}`);
    await tx.execute(sql`
      with proposed as (
        select country_id, prime_rate,
          greatest(${-R.maxCutPp}::numeric, least(${R.maxHikePp}::numeric, ${R.stepFraction}::numeric * (
            neutral_prime_rate + ${R.inflationCoef}::numeric * (inflation_ema - target_inflation)
            + ${R.growthCoef}::numeric * (growth_ema - ${R.targetGrowth}::numeric) - prime_rate))) as step
        from country_economies
        where ${ctx.turn} - prime_rate_changed_turn >= ${R.cooldownTurns} and not rate_set_by_player_chair),
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
