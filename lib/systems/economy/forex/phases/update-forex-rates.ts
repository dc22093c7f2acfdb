import { sql } from 'drizzle-orm';
import { TURNS_PER_YEAR } from '@/lib/systems/economy/macro/constants';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  CYCLE_PRESSURE,
  CYCLE_REGIMES,
  FOREX_DYNAMICS as D,
  RATE_DIFFERENTIAL_ELASTICITY,
  TRADE_BALANCE_ELASTICITY,
  VOLUME_FULL_WEIGHT_ANCHOR,
} from '../constants';
import { forexVolumeWindow } from '../forex-volume-window';
import { tradeFlowInput } from '../trade-flow-input';

/**
 * Every currency's rate (local units per anchor unit) in one statement. The macro target is the base
 * rate moved by relative prices (inflation above the GDP-weighted world depreciates), the real
 * prime-rate gap to the world (a higher real rate appreciates), the trade balance, and the last 24
 * turns of exchange volume. The rate drifts toward it with seeded noise and the market cycle, inside
 * the guard rails and any declared intervention band; each turn's rate is kept in forex_rate_history.
 */
export const updateForexRates = definePhase({
  id: 'economy-update-forex-rates',
  system: 'economy',
  async run(tx, ctx) {
    const codes = await tx.execute<{ code: string }>(sql`select code from currencies order by code`);
    if (codes.rows.length === 0) return;
    const draws = sql.join(
      codes.rows.map((row) => {
        const noise = ctx.random.float() * 2 - 1;
        const cycle = CYCLE_REGIMES[Math.floor(ctx.random.float() * CYCLE_REGIMES.length)]!;
        return sql`(${row.code}::text, ${noise}::numeric, ${cycle.regime}::text, ${cycle.pressure}::numeric)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      with draws(code, noise, cycle_regime, cycle_pressure) as (values ${draws}),
      macro as (
        select c.code, sum(e.gdp / c.rate) as gdp_anchor,
          sum(e.gdp / c.rate * e.inflation) / sum(e.gdp / c.rate) as inflation,
          sum(e.gdp / c.rate * (e.prime_rate - e.inflation)) / sum(e.gdp / c.rate) as real_rate
        from currencies c join country_economies e on e.currency_code = c.code
        where e.gdp > 0 group by c.code),
      world as (
        select sum(gdp_anchor * inflation) / sum(gdp_anchor) as inflation,
          sum(gdp_anchor * real_rate) / sum(gdp_anchor) as real_rate from macro),
      volume as (${forexVolumeWindow(ctx.turn)}),
      trade as (${tradeFlowInput(ctx.turn)}),
      inputs as (
        select c.code, c.rate, c.base_rate, c.regime, c.band_floor, c.band_ceiling, d.noise,
          ${ctx.turn} - c.cycle_started_turn >= ${CYCLE_PRESSURE.windowTurns} as new_cycle,
          d.cycle_regime as drawn_regime, d.cycle_pressure as drawn_pressure,
          c.cycle_regime, c.cycle_pressure, c.cycle_started_turn,
          c.price_level_index * coalesce(power(1 + (m.inflation - w.inflation) / 100, 1.0 / ${TURNS_PER_YEAR}), 1)
            as price_level_index,
          coalesce(m.real_rate - w.real_rate, 0) as real_rate_gap,
          coalesce(t.trade_balance_pct_gdp, 0) as trade_balance,
          coalesce(v.buy, 0) as buy, coalesce(v.sell, 0) as sell
        from currencies c
        join draws d on d.code = c.code
        left join macro m on m.code = c.code
        cross join world w
        left join volume v on v.currency_code = c.code
        left join trade t on t.currency_code = c.code),
      targeted as (
        select i.*,
          case when i.new_cycle then i.drawn_pressure else i.cycle_pressure end as pressure,
          least(i.base_rate * ${D.rateCeilingMultiplier}, greatest(i.base_rate * ${D.rateFloorMultiplier},
            i.base_rate * i.price_level_index
            * exp(-${RATE_DIFFERENTIAL_ELASTICITY}::numeric * i.real_rate_gap
                  - ${TRADE_BALANCE_ELASTICITY}::numeric * i.trade_balance)
            -- Net buying of a currency strengthens it: fewer local units per anchor unit.
            * (1 - case when i.buy + i.sell > 0 then greatest(-${D.volumePressureCap}::numeric,
                least(${D.volumePressureCap}::numeric, ${D.volumeDirectionWeight}::numeric
                  * (i.buy - i.sell) / (i.buy + i.sell) * least(1, (i.buy + i.sell) / ${VOLUME_FULL_WEIGHT_ANCHOR})))
              else 0 end))) as macro_target
        from inputs i),
      moved as (
        select t.*, least(t.base_rate * ${D.rateCeilingMultiplier}, greatest(t.base_rate * ${D.rateFloorMultiplier},
          t.rate * (1 + ${D.driftSpeed}::numeric * (t.macro_target / t.rate - 1)
            + ${D.noiseMax}::numeric * t.noise - t.pressure))) as free_rate
        from targeted t),
      updated as (
        update currencies c set
          rate = round(case when m.regime in ('band', 'peg') and m.band_floor is not null and m.band_ceiling is not null
            then least(m.band_ceiling, greatest(m.band_floor, m.free_rate)) else m.free_rate end, 8),
          macro_target = round(m.macro_target, 8),
          price_level_index = round(m.price_level_index, 10),
          cycle_regime = case when m.new_cycle then m.drawn_regime else m.cycle_regime end,
          cycle_pressure = m.pressure,
          cycle_started_turn = case when m.new_cycle then ${ctx.turn} else m.cycle_started_turn end,
          updated_turn = ${ctx.turn},
          updated_at = ${ctx.now}
        from moved m where m.code = c.code
        returning c.code, c.rate, c.macro_target)
      insert into forex_rate_history (currency_code, turn, rate, macro_target)
      select code, ${ctx.turn}, rate, macro_target from updated order by code
      on conflict (currency_code, turn) do update set rate = excluded.rate, macro_target = excluded.macro_target`);
  },
});
