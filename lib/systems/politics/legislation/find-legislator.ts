import { sql } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import type { Db } from '@/lib/platform/db';

export type LegislatorRow = {
  character_id: string;
  character_name: string;
  country_id: string;
  party_name: string | null;
  actions: number;
  chamber_id: string | null;
  chamber_name: string | null;
  seat_state_id: string | null;
};

/**
 * The account's character and the voting legislature seat it holds (chamber null when it holds none);
 * null when the account has no character. `forUpdate` locks the character row for an action.
 */
export async function findLegislator(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LegislatorRow | null> {
  const result = await db.execute<LegislatorRow>(sql`
    select ch.id as character_id, ch.name as character_name, ch.country_id, p.name as party_name, ${currentActionsSql('ch')} as actions,
      seat.chamber_id, seat.chamber_name, seat.state_id as seat_state_id
    from characters ch
      left join parties p on p.id = ch.party_id
      left join lateral (
        select o.chamber_id, c.name as chamber_name, s.state_id
        from seats s join offices o on o.id = s.office_id and o.role = 'legislator'
          join chambers c on c.id = o.chamber_id
        where s.holder_character_id = ch.id and s.is_voting
        order by c.sort_order, s.id limit 1
      ) seat on true
    where ch.user_id = ${userId}
    ${options.forUpdate ? sql`for update of ch` : sql``}`);
  return result.rows[0] ?? null;
}
