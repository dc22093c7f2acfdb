import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { FOREX_CHANGE_WINDOWS } from './constants';
import { forexVolumeWindow } from './forex-volume-window';
import type { ForexCurrencyView } from './schemas';

type Row = {
  code: string;
  country_id: string;
  name: string;
  rate: number;
  base_rate: number;
  macro_target: number;
  regime: 'float' | 'band' | 'peg';
  band_floor: number | null;
  band_ceiling: number | null;
  capital_controls: boolean;
  cycle_regime: string;
  cycle_pressure: number;
  cycle_started_turn: number;
  spread_strength: number;
  updated_turn: number;
  updated_at: Date | string;
  rate_turn: number | null;
  rate_24: number | null;
  buy: number | null;
  sell: number | null;
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const percent = (now: number, then: number | null) =>
  then && then > 0 ? round((now / then - 1) * 100, 4) : null;

/** The currencies matching `where` (alias c), each with its changes and 24-turn volume, by code. */
export async function readCurrencies(db: Db, where: SQL = sql`true`): Promise<ForexCurrencyView[]> {
  const clock = await db.execute<{ turn: number }>(
    sql`select coalesce(max(turn), 0)::int as turn from forex_rate_history`,
  );
  const turn = clock.rows[0]?.turn ?? 0;
  // The rate `lookback` turns before the newest recorded turn (turn 0 when the window reaches past it).
  const rateAt = (lookback: number) =>
    turn === 0
      ? sql`null::float8`
      : sql`(select h.rate::float8 from forex_rate_history h where h.currency_code = c.code
          and h.turn <= ${Math.max(0, turn - lookback)} order by h.turn desc limit 1)`;
  const result = await db.execute<Row>(sql`
    -- The open turn counts too, so a trade shows in the volume at once.
    with volume as (${forexVolumeWindow(turn + 1)})
    select c.code, c.country_id, c.name, c.rate::float8 as rate, c.base_rate::float8 as base_rate,
      c.macro_target::float8 as macro_target, c.regime, c.band_floor::float8 as band_floor,
      c.band_ceiling::float8 as band_ceiling, c.capital_controls, c.cycle_regime,
      c.cycle_pressure::float8 as cycle_pressure, c.cycle_started_turn, c.spread_strength::float8 as spread_strength,
      c.updated_turn, c.updated_at,
      ${rateAt(FOREX_CHANGE_WINDOWS.turn)} as rate_turn, ${rateAt(FOREX_CHANGE_WINDOWS.turns24)} as rate_24,
      v.buy::float8 as buy, v.sell::float8 as sell
    from currencies c left join volume v on v.currency_code = c.code
    where ${where}
    order by c.code`);
  return result.rows.map((row) => {
    const buy = round(row.buy ?? 0, 2);
    const sell = round(row.sell ?? 0, 2);
    return {
      countryId: row.country_id,
      currencyCode: row.code,
      name: row.name,
      rate: row.rate,
      baseRate: row.base_rate,
      macroTarget: row.macro_target > 0 ? row.macro_target : row.rate,
      percentChange: {
        turn: percent(row.rate, row.rate_turn),
        turns24: percent(row.rate, row.rate_24),
        sinceBase: percent(row.rate, row.base_rate) ?? 0,
      },
      buyVolume24h: buy,
      sellVolume24h: sell,
      netVolume24h: round(buy - sell, 2),
      declaredRegime: row.regime,
      interventionBand:
        row.band_floor !== null && row.band_ceiling !== null
          ? { floor: row.band_floor, ceiling: row.band_ceiling }
          : null,
      capitalControls: row.capital_controls,
      cyclePressure: {
        regime: row.cycle_regime,
        value: row.cycle_pressure,
        startedTurn: row.cycle_started_turn,
      },
      spreadStrength: row.spread_strength,
      updatedTurn: row.updated_turn,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}
