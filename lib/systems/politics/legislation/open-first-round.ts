import { sql, type SQL } from 'drizzle-orm';
import { env } from '@/lib/platform/env';
import type { Db } from '@/lib/platform/db';

/**
 * Opens round 1 (the chamber of origin) of newly proposed bills: the round's row and the stage's window,
 * which is the voting window in turns and, when a player sits in the chamber, at least
 * PLAYER_WINDOW_HOURS of real time (lib/platform/player-window.ts).
 */
export async function openFirstRound(tx: Db, where: SQL, now: Date): Promise<void> {
  const hours = env().PLAYER_WINDOW_HOURS;
  await tx.execute(sql`
    update bills b set stage_ends_turn = b.voting_ends_turn,
      stage_closes_at = ${now.toISOString()}::timestamptz + case when exists (
        select 1 from offices o join seats s on s.office_id = o.id
          join characters c on c.id = s.holder_character_id and c.user_id is not null and not c.is_npp
        where o.chamber_id = b.chamber_id and o.role = 'legislator') then ${hours}::float8 * interval '1 hour'
        else interval '0' end
    where ${where}`);
  await tx.execute(sql`
    insert into bill_rounds (bill_id, round, chamber_id, kind, opened_turn, ends_turn)
    select b.id, 1, b.chamber_id, 'passage', b.proposed_turn, b.voting_ends_turn from bills b
    where ${where} order by b.id`);
}
