import { sql, type SQL } from 'drizzle-orm';
import { FOREX_DYNAMICS } from './constants';

/**
 * (currency_code, buy, sell) in anchor units over the volume window ending at `turn`: the one
 * definition of "24-turn volume" both the rate phase and the endpoints read.
 */
export function forexVolumeWindow(turn: number): SQL {
  return sql`select currency_code, sum(buy_anchor) as buy, sum(sell_anchor) as sell from forex_volume
    where turn > ${turn - FOREX_DYNAMICS.volumeLookbackTurns} and turn <= ${turn} group by currency_code`;
}
