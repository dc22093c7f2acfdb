import { sql } from 'drizzle-orm';

/**
 * Each country's government position (economic, social): its sitting head of government's policy
 * positions, else the head party's. A subquery for the phases to join; countries without a
 * government are absent and callers fall back to the centre.
 */
export const governmentPositionsSql = sql`
  select distinct on (g.country_id) g.country_id,
    coalesce(h.policy_economic, p.economic_position, 0)::float8 as economic,
    coalesce(h.policy_social, p.social_position, 0)::float8 as social
  from governments g
  left join characters h on h.id = g.head_character_id
  left join parties p on p.id = g.head_party_id
  where g.ended_turn is null
  order by g.country_id, g.formed_turn desc, g.id desc`;
