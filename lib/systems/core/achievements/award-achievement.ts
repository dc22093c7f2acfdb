import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { notifyMany } from '@/lib/systems/core/notifications/notify';

/**
 * Awards an achievement once: returns true only for the call that earned it (the primary key makes a
 * second award, even a concurrent one, a no-op). The call that earns it also notifies the player.
 */
export async function awardAchievement(
  tx: Db,
  input: { characterId: string; achievementId: string; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const result = await tx.execute(sql`
    insert into character_achievements (character_id, achievement_id, earned_at)
    values (${input.characterId}, ${input.achievementId}, ${now.toISOString()}::timestamptz)
    on conflict do nothing
    returning achievement_id`);
  if (result.rows.length === 0) return false;
  await notifyMany(tx, {
    turn: sql`coalesce((select current_turn from game_state limit 1), 1)`,
    now,
    source: sql`
      select ${input.characterId}::text as character_id, 'achievement' as kind, d.id as key,
             'Achievement earned: ' || d.name as title, d.description as body,
             '/characters/' || c.seq as link
      from achievement_definitions d join characters c on c.id = ${input.characterId}
      where d.id = ${input.achievementId}`,
  });
  return true;
}

/**
 * `insert into character_achievements (character_id, achievement_id, earned_at)`, for a set-based phase
 * to follow with its `select` of the earned rows (and its own ON CONFLICT).
 */
export const INSERT_CHARACTER_ACHIEVEMENTS_SQL: SQL = sql`insert into character_achievements (character_id, achievement_id, earned_at)`;
