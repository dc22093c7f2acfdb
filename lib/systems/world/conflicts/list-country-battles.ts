import { arrayContains, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { conflictBattles, countries } from '@/models';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { countryBattlesInput, type BattleView, type countryBattlesResponse } from './schemas';

const rounded = (value: number) => Math.round(value * 10) / 10;

/** Battles in conflicts the country hosts or fights in, newest first; an unknown country is NOT_FOUND. */
export async function listCountryBattles(
  db: Db,
  input: unknown,
): Promise<z.input<typeof countryBattlesResponse>> {
  const { code, limit } = parseInput(countryBattlesInput, input);
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, code));
  if (!country) throw new AppError('NOT_FOUND', `No country ${code}.`);
  const rows = await db
    .select()
    .from(conflictBattles)
    .where(arrayContains(conflictBattles.countryIds, [country.id]))
    .orderBy(desc(conflictBattles.turn), desc(conflictBattles.id))
    .limit(limit);
  return {
    found: rows.length > 0,
    countryId: country.id,
    battles: rows.map((b): BattleView => ({
      theaterId: b.conflictId,
      declarerCountry: b.declarerCountryId,
      targetCountry: b.targetCountryId,
      attackers: b.attackers,
      defenders: b.defenders,
      turn: b.turn,
      result: b.result as BattleView['result'],
      noContact: b.noContact,
      unopposedAdvance: b.unopposedAdvance,
      controlBefore: rounded(b.controlBefore),
      controlAfter: rounded(b.controlAfter),
    })),
  };
}
