import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import type { NextStep, NextStepCharacter } from '@/lib/systems/core/manifest';

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
