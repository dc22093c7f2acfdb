import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { notifyMany } from '@/lib/systems/core/notifications/notify';

/**
 * A parent's command changed a subsidiary: its CEO hears of it (as the command left it, so an appointed
 * CEO hears of the appointment), and so does a CEO the command replaced; never the player who gave it.
 */
export async function notifySubsidiaryCommand(
  tx: Db,
  input: {
    subsidiaryId: string;
    parentCorporationId: string;
    actorUserId: string;
    command: string;
    body: string;
    replacedCeoCharacterId?: string | null;
  },
): Promise<void> {
  await notifyMany(tx, {
    turn: sql`coalesce((select current_turn from game_state limit 1), 1)`,
    now: sql`now()`,
    source: sql`
      select r.character_id, 'subsidiary_command' as kind,
             k.id || ':' || gen_random_uuid()::text as key,
             p.name || ': ' || ${input.command}::text || ' for ' || k.name as title,
             ${input.body}::text as body,
             '/corporations/' || k.seq as link
      from corporations k
      join corporations p on p.id = ${input.parentCorporationId}
      cross join lateral (select distinct x from unnest(array[k.ceo_character_id,
        ${input.replacedCeoCharacterId ?? null}::text]) x) as r(character_id)
      join characters c on c.id = r.character_id and c.user_id is distinct from ${input.actorUserId}
      where k.id = ${input.subsidiaryId}`,
  });
}
