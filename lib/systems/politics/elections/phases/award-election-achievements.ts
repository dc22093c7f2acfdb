import { sql } from 'drizzle-orm';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import type { Db } from '@/lib/platform/db';
import {
  ACHIEVEMENT_FIRST_WIN,
  ACHIEVEMENT_GOVERNOR,
  ACHIEVEMENT_HEAD,
  ACHIEVEMENT_LANDSLIDE,
  ACHIEVEMENT_SQUEAKER,
  LANDSLIDE_SHARE,
  SQUEAKER_MARGIN,
} from '../constants';

/**
 * Achievements of the players who won an election this turn (non-player politicians earn none): Elected,
 * Landslide (over LANDSLIDE_SHARE), By a Whisker (a single seat won by under SQUEAKER_MARGIN), Top Job and
 * State House by office. Only players are read, so the loop is over a handful of rows.
 */
export async function awardElectionAchievements(tx: Db, input: { turn: number; now: Date }): Promise<void> {
  const winners = await tx.execute<{
    character_id: string;
    role: string;
    vote_share: number;
    margin: number | null;
    total_seats: number;
  }>(sql`
    select ec.character_id, o.role, ec.vote_share, e.total_seats,
           ec.vote_share - (select max(r.vote_share) from election_candidates r
                            where r.election_id = e.id and r.character_id <> ec.character_id
                              and not r.eliminated_in_primary) as margin
    from election_candidates ec
    join elections e on e.id = ec.election_id and e.end_turn = ${input.turn} and e.finalized
    join offices o on o.id = e.office_id
    join characters c on c.id = ec.character_id and c.user_id is not null
    where ec.is_winner
    order by ec.character_id, e.id`);
  for (const winner of winners.rows) {
    const ids = [ACHIEVEMENT_FIRST_WIN];
    if (winner.vote_share > LANDSLIDE_SHARE) ids.push(ACHIEVEMENT_LANDSLIDE);
    if (winner.total_seats === 1 && winner.margin !== null && winner.margin < SQUEAKER_MARGIN)
      ids.push(ACHIEVEMENT_SQUEAKER);
    if (winner.role === 'head') ids.push(ACHIEVEMENT_HEAD);
    if (winner.role === 'regional_head') ids.push(ACHIEVEMENT_GOVERNOR);
    for (const achievementId of ids) {
      await awardAchievement(tx, { characterId: winner.character_id, achievementId, now: input.now });
    }
  }
}
