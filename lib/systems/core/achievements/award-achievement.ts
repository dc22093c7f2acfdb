import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';

/**
 * Awards an achievement once: returns true only for the call that earned it (the primary key makes a
 * second award, even a concurrent one, a no-op).
 */
export async function awardAchievement(
  tx: Db,
  input: { characterId: string; achievementId: string; now?: Date },
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into character_achievements (character_id, achievement_id, earned_at)
    values (${input.characterId}, ${input.achievementId}, ${(input.now ?? new Date()).toISOString()}::timestamptz)
    on conflict do nothing
    returning achievement_id`);
  return result.rows.length > 0;
}
