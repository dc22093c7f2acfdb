import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import { HEAD_NOMINATION_WINDOW_TURNS, NPP_CROSS_PARTY_CONSENT } from '../constants';
import { headNominationWindowClosedSql, headOwesNominationSinceSql } from '../head-nomination-window';
import { openNominations, resolveNominations } from '../nominations';
import { portfolioTitlesJoin } from '../seat-titles';

/** A number in [0, 1) from the turn's salt and a key: the seeded draw of a set-based statement. */
const draw = (salt: string, key: ReturnType<typeof sql>) =>
  sql`(('x' || substr(md5(${salt} || ${key}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/**
 * Non-player members of a consenting chamber vote on each pending nomination on its first turn (members
 * seated later, on its last): yes for a nominee of their own party's head, otherwise yes with
 * NPP_CROSS_PARTY_CONSENT's chance, drawn from the turn's salt. One statement.
 */
export async function castNppNominationVotes(tx: Db, turn: number, salt: string): Promise<void> {
  await tx.execute(sql`
    with inserted as (
      insert into nomination_votes (nomination_id, character_id, vote, turn)
      select n.id, ch.id,
        case when ch.party_id is not distinct from head.party_id
               or ${draw(salt, sql`n.id || ch.id`)} < ${NPP_CROSS_PARTY_CONSENT}::float8
             then 'yes' else 'no' end,
        ${turn}
      from nominations n
      left join characters head on head.id = n.nominated_by_character_id
      join offices o on o.chamber_id = n.chamber_id and o.role = 'legislator'
      join seats s on s.office_id = o.id and s.is_voting
      join characters ch on ch.id = s.holder_character_id and ch.is_npp
      where n.status = 'pending' and (n.nominated_turn = ${turn} or n.closes_turn = ${turn})
        and not exists (select 1 from nomination_votes v where v.nomination_id = n.id and v.character_id = ch.id)
      order by n.id, ch.id
      on conflict do nothing
      returning nomination_id, vote),
    counts as (
      select nomination_id, count(*) filter (where vote = 'yes')::int as yes,
             count(*) filter (where vote = 'no')::int as no
      from inserted group by nomination_id)
    update nominations n set yes_votes = n.yes_votes + c.yes, no_votes = n.no_votes + c.no
    from counts c where n.id = c.nomination_id`);
}

/**
 * Non-player heads nominate to every vacant cabinet seat and to a central bank chair whose term has run
 * out, when no nomination is pending for it, and so do player heads' defaults once their window has
 * closed (HEAD_NOMINATION_WINDOW_TURNS): from the governing parties first, the more influential
 * first with a seeded spread, among the eligible (nomineeIneligibility's rules, as SQL). One read, then
 * openNominations (the player verb's path). Returns the nominations opened.
 */
export async function nominateForVacancies(
  tx: Db,
  at: { turn: number; now: Date; salt: string },
): Promise<number> {
  const picks = await tx.execute<{ seat_id: string; nominee: string; head: string }>(sql`
    with open_seats as (
      select s.id as seat_id, s.country_id, head.id as head_id,
             row_number() over (partition by s.country_id order by o.role desc, s.seat_number, s.id) as n
      from seats s join offices o on o.id = s.office_id
      join seats hs on hs.country_id = s.country_id
      join offices ho on ho.id = hs.office_id and ho.role = 'head'
      join characters head on head.id = hs.holder_character_id
      where ((o.role = 'cabinet' and s.holder_character_id is null)
             or (o.role = 'central_bank' and s.term_end_turn is not null and s.term_end_turn <= ${at.turn}))
        and not exists (select 1 from nominations p where p.seat_id = s.id and p.status = 'pending')
        and (head.is_npp or ${headNominationWindowClosedSql(headOwesNominationSinceSql, at)})),
    pool as (
      select c.id, c.country_id,
             row_number() over (partition by c.country_id order by
               coalesce(c.party_id = any(g.party_ids), false) desc,
               c.political_influence * (0.75 + 0.5 * ${draw(at.salt, sql`c.id`)}) desc, c.id) as n
      from characters c
      join governments g on g.country_id = c.country_id and g.ended_turn is null
      where c.is_npp and c.id <> g.head_character_id
        and c.country_id in (select country_id from open_seats)
        and not exists (select 1 from seats s join offices o on o.id = s.office_id
                        where s.holder_character_id = c.id
                          and (o.role in ('head', 'regional_head', 'cabinet', 'central_bank')
                               or (c.country_id = 'US' and o.role = 'legislator')))
        and not exists (select 1 from nominations p where p.nominee_character_id = c.id and p.status = 'pending'))
    select o.seat_id, p.id as nominee, o.head_id as head
    from open_seats o join pool p on p.country_id = o.country_id and p.n = o.n
    order by o.seat_id`);
  const opened = await openNominations(tx, {
    nominations: picks.rows.map((p) => ({
      id: `${at.turn}-${p.seat_id}`.slice(0, 64),
      seatId: p.seat_id,
      nomineeId: p.nominee,
      nominatorId: p.head,
    })),
    turn: at.turn,
    now: at.now,
  });
  await notifyDefaultNominations(tx, { ...at, ids: opened.map((n) => n.id) });
  return opened.length;
}

/** Tells a player head which of the nominations just opened were made in their name, once their window closed. */
async function notifyDefaultNominations(
  tx: Db,
  at: { turn: number; now: Date; ids: readonly string[] },
): Promise<void> {
  if (at.ids.length === 0) return;
  await notifyMany(tx, {
    turn: at.turn,
    now: at.now,
    source: sql`
      select n.nominated_by_character_id as character_id, 'nomination_defaulted' as kind, n.id as key,
        nc.name || ' was nominated as ' || coalesce(pf.title, o.title) || ' in your name' as title,
        'You left the seat to fill for ' || ${HEAD_NOMINATION_WINDOW_TURNS}::int
          || ' turns, so the default nominee was named: the most influential eligible politician of your government.'
          || case n.status when 'pending' then ' The consent vote closes at turn ' || n.closes_turn || '.' else '' end as body,
        '/countries/' || lower(n.country_id) || '/executive' as link
      from nominations n join seats s on s.id = n.seat_id join offices o on o.id = s.office_id
      join characters head on head.id = n.nominated_by_character_id and head.user_id is not null
      join characters nc on nc.id = n.nominee_character_id
      left join ${portfolioTitlesJoin('pf', 's')}
      where n.id in (select jsonb_array_elements_text(${JSON.stringify([...at.ids].sort())}::jsonb))`,
  });
}

/**
 * Politics phase, after governments form: non-player legislators vote on pending nominations, nominations
 * whose window closed are decided, and non-player heads nominate to the seats left vacant.
 */
export const executiveNominationsPhase = definePhase({
  id: 'executive-nominations',
  system: 'politics',
  async run(tx, ctx) {
    const salt = String(ctx.random.int(0, 2 ** 31 - 1));
    await castNppNominationVotes(tx, ctx.turn, salt);
    await resolveNominations(tx, { turn: ctx.turn, now: ctx.now });
    await nominateForVacancies(tx, { turn: ctx.turn, now: ctx.now, salt });
    // Nominations opened this turn get their first non-player votes at once.
    await castNppNominationVotes(tx, ctx.turn, salt);
  },
});
