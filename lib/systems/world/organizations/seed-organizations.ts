import { sql } from 'drizzle-orm';
import { organizationMembers } from '@/models';
import type { Db } from '@/lib/platform/db';
import { organizationReferences } from './reference';

/**
 * Seeds the reference organizations and their rosters. Each active organization's leader is a
 * non-player politician of its leader country who holds no seat: the most influential free one,
 * the next for a second organization led from the same country. Dissolved ones
 * keep the roster they had when they dissolved, and no leader.
 * Runs in the world seed after offices, which create the politicians.
 */
export async function seedOrganizations(tx: Db, input: { turn: number }): Promise<{ organizations: number }> {
  const values = sql.join(
    organizationReferences.map(
      (o, ord) =>
        sql`(${ord}::int, ${o.id}::text, ${o.shortName}::text, ${o.name}::text, ${o.charter}::text, ${o.category}::text,
          ${o.foundedYear}::int, ${o.dissolvedYear}::int, ${o.leadershipTitle}::text, ${o.leaderCountryId}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with ref(ord, id, short_name, name, charter, category, founded_year, dissolved_year, leadership_title,
      leader_country_id) as (values ${values}),
    ranked as (
      select ref.*, row_number() over (partition by leader_country_id order by ord) as n
      from ref where dissolved_year is null),
    free_npps as (
      select c.id, c.country_id,
        row_number() over (partition by c.country_id order by c.political_influence desc, c.seq) as n
      from characters c
      where c.is_npp and not exists (select 1 from seats s where s.holder_character_id = c.id))
    insert into organizations (id, short_name, name, charter, category, founded_year, dissolved_year,
      leadership_title, leader_character_id, leader_term_start_turn)
    select ref.id, ref.short_name, ref.name, ref.charter, ref.category, ref.founded_year, ref.dissolved_year,
      ref.leadership_title, f.id, ${input.turn}::int
    from ref
    left join ranked r on r.id = ref.id
    left join free_npps f on f.country_id = r.leader_country_id and f.n = r.n
    order by ref.ord`);
  await tx.insert(organizationMembers).values(
    organizationReferences.flatMap((o) =>
      o.members.map((m) => ({
        organizationId: o.id,
        countryId: m.countryId,
        isVoting: m.voting,
        isFounder: true,
        joinedTurn: input.turn,
      })),
    ),
  );
  return { organizations: organizationReferences.length };
}
