import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { readCurrencies } from './read-currencies';
import { forexCurrencyInput, type ForexCurrencyResult } from './schemas';

/** One currency with its newest `history` rates, oldest first; found is false for an unknown code. */
export async function getForexCurrency(
  db: Db,
  input: z.input<typeof forexCurrencyInput>,
): Promise<ForexCurrencyResult> {
  const { currency: code, history } = parseInput(forexCurrencyInput, input);
  const [currency] = await readCurrencies(db, sql`c.code = ${code}`);
  if (!currency) return { found: false };
  const points = await db.execute<{ turn: number; rate: number }>(sql`
    select turn, rate from (
      select turn, rate::float8 as rate from forex_rate_history where currency_code = ${code}
      order by turn desc limit ${history}) recent
    order by turn`);
  return { found: true, currency: { ...currency, history: points.rows } };
}
