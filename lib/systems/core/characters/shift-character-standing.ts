import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/platform/db';
import { parseInput } from '@/lib/platform/validation';
import { POLITICAL_INFLUENCE_MAX } from './constants';

const shiftCharacterStandingInput = z.object({
  shifts: z.array(
    z.object({
      characterId: z.string().min(1),
      /** Points of favorability (kept within 0 to 100). */
      favorability: z.number().finite(),
      /** Points of political influence (kept within 0 to POLITICAL_INFLUENCE_MAX). */
      politicalInfluence: z.number().finite(),
    }),
  ),
});
export type CharacterStandingShift = z.input<typeof shiftCharacterStandingInput>['shifts'][number];

/** Moves characters' favorability and political influence (scandals, triumphs) in one statement. */
export async function shiftCharacterStanding(
  db: Db,
  input: z.input<typeof shiftCharacterStandingInput>,
): Promise<{ shifted: number }> {
  const { shifts } = parseInput(shiftCharacterStandingInput, input);
  if (shifts.length === 0) return { shifted: 0 };
  const payload = JSON.stringify(
    shifts.map((s) => ({ id: s.characterId, favorability: s.favorability, influence: s.politicalInfluence })),
  );
  const result = await db.execute(sql`
    with shift as (
      select r.id, sum(r.favorability) as favorability, sum(r.influence) as influence
      from jsonb_to_recordset(${payload}::jsonb) as r(id text, favorability float8, influence float8)
      group by r.id)
    update characters c set
      favorability = greatest(0, least(100, c.favorability + shift.favorability)),
      political_influence = greatest(0, least(${POLITICAL_INFLUENCE_MAX}::float8,
        c.political_influence + shift.influence))
    from shift where shift.id = c.id`);
  return { shifted: result.rowCount ?? 0 };
}

/**
 * A set-based phase's favorability shift: `with …, deltas as (select character_id, delta …)
 * ${shiftFavorabilitySql(sql`deltas`)}`. Kept within 0 to 100; a zero delta writes no row.
 */
export function shiftFavorabilitySql(deltas: SQL): SQL {
  return sql`update characters ch
    set favorability = least(greatest(ch.favorability + d.delta, 0), 100)
    from ${deltas} d where d.character_id = ch.id and d.delta <> 0`;
}

/**
 * A set-based phase's political influence shift, like shiftFavorabilitySql: kept within 0 to
 * POLITICAL_INFLUENCE_MAX; a zero delta writes no row.
 */
export function shiftInfluenceSql(deltas: SQL): SQL {
  return sql`update characters ch
    set political_influence = least(greatest(ch.political_influence + d.delta, 0), ${POLITICAL_INFLUENCE_MAX}::float8)
    from ${deltas} d where d.character_id = ch.id and d.delta <> 0`;
}
