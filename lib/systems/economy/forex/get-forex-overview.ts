import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { FOREX_HISTORY_DEFAULT } from './constants';
import { getForexRates } from './get-forex-rates';

/** The forex page's data in one read: every rate, and each currency's newest history, oldest first. */
export async function getForexOverview(db: Db) {
  const [rates, points] = await Promise.all([
    getForexRates(db),
    db.execute<{ currency_code: string; turn: number; rate: number }>(sql`
      select currency_code, turn, rate::float8 as rate from (
        select currency_code, turn, rate,
          row_number() over (partition by currency_code order by turn desc) as newest
        from forex_rate_history) ranked
      where newest <= ${FOREX_HISTORY_DEFAULT}
      order by currency_code, turn`),
  ]);
  const history: Record<string, { turn: number; rate: number }[]> = {};
  for (const row of points.rows) {
    (history[row.currency_code] ??= []).push({ turn: row.turn, rate: row.rate });
  }
  return { ...rates, history };
}

export type ForexPageData = Awaited<ReturnType<typeof getForexOverview>>;
