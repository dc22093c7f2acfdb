import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { notifyMany } from '@/lib/systems/core/notifications/notify';

/**
 * For phases that award achievements set-based (not through awardAchievement): notifies every award
 * stamped with this turn's clock, in one statement. A replay of the statement writes nothing twice.
 */
export async function notifyEarnedAchievements(tx: Db, input: { turn: number; now: Date }): Promise<void> {
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      select ca.character_id, 'achievement' as kind, d.id as key,
             'Achievement earned: ' || d.name as title, d.description as body,
             '/characters/' || c.seq as link
      from character_achievements ca
      join achievement_definitions d on d.id = ca.achievement_id
      join characters c on c.id = ca.character_id and c.user_id is not null
      where ca.earned_at = ${input.now.toISOString()}::timestamptz`,
  });
}
