import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { formatMoney } from '@/lib/platform/browser/format';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';
import { centsToUnits } from '@/lib/systems/core/money';

/** The desk lists this many of a CEO's corporations, by sequential id. */
export const CEO_CORPORATIONS_LISTED = 5;

/** A corporation the CEO runs that made a profit but pays no dividend. */
export async function corporationNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const rows = await db.execute<{ seq: number; name: string }>(sql`
    select seq, name from (
      select seq, name, dividend_rate_pct::float8 as dividend_rate, last_profit_cents as last_profit
      from corporations where ceo_character_id = ${character.id} order by seq limit ${CEO_CORPORATIONS_LISTED}) k
    where k.dividend_rate = 0 and k.last_profit::float8 > 0
    order by seq`);
  return rows.rows.map((k) => ({
    kind: 'corporation-dividend',
    label: k.name,
    detail: 'It made a profit but pays no dividend: set a dividend rate.',
    action: 'Decide',
    href: `/corporations/${k.seq}`,
    priority: 40,
  }));
}

/** Cash on hand from this much (home currency) counts as lying idle. */
export const IDLE_CASH_THRESHOLD = 5_000;

/** Cash on hand that earns nothing: shares pay dividends and can rise. Campaign funds cannot buy shares. */
export async function idleCashNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const [row] = (
    await db.execute<{ cash: string; currency_code: string }>(sql`
      select c.cash_on_hand_cents::text as cash, co.currency_code from characters c
      join countries co on co.id = c.country_id where c.id = ${character.id}`)
  ).rows;
  if (!row) return [];
  const cash = centsToUnits(Number(row.cash));
  if (cash < IDLE_CASH_THRESHOLD) return [];
  return [
    {
      kind: 'idle-cash',
      label: `${formatMoney(cash, row.currency_code)} of cash on hand lies idle`,
      detail: 'Buy shares on the market: they pay dividends every quarter and can rise in price.',
      action: 'See the market',
      href: '/market',
      priority: 80,
    },
  ];
}
