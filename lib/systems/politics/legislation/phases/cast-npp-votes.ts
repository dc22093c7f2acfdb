import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  ABSTAIN_BAND,
  PARTY_LINE_WEIGHT,
  POSITION_SPAN,
  VOTE_NOISE,
  WEAK_WHIP_COUNTRIES,
  WHIP_DISCIPLINE,
  WHIP_DISCIPLINE_WEAK,
  WHIP_SUPPORT,
} from '../constants';
import { BLOCK_VOTE_CHAMBERS } from '../../offices/catalog';

/** A block chamber's seats vote as their region's government: its party's support, one noise per region. */
const blockChambers = sql.join(
  BLOCK_VOTE_CHAMBERS.map((c) => sql`${c}`),
  sql`, `,
);

/**
 * Recounts tallies from the votes (the tally the endpoints show): each open round's, and the chamber of
 * origin's on the bill (the bill's `vote`, docs/legislation.md); of one bill, or of every pending bill.
 */
export async function refreshPendingTallies(tx: Db, only?: { billId?: string }): Promise<void> {
  const billId = only?.billId;
  await tx.execute(sql`
    with t as (
      select v.bill_id, v.round,
        count(*) filter (where v.vote = 'yes')::int as yes,
        count(*) filter (where v.vote = 'no')::int as no,
        count(*) filter (where v.vote = 'abstain')::int as abstain
      from bill_votes v join bills pb on pb.id = v.bill_id and pb.status = 'pending'
      ${billId ? sql`where v.bill_id = ${billId}` : sql``}
      group by v.bill_id, v.round
    ),
    rounds as (
      update bill_rounds r set yes_votes = t.yes, no_votes = t.no, abstain_votes = t.abstain
      from t where r.bill_id = t.bill_id and r.round = t.round
    )
    update bills b
    set yes_votes = t.yes, no_votes = t.no, abstain_votes = t.abstain
    from t where b.id = t.bill_id and t.round = 1`);
}

/**
 * Every non-player legislator of the chamber holding a pending bill's open round who has not voted in it
 * votes, set-based (the voting rounds first, then every vote in one statement), on the turn the round opens (members seated later vote on its last turn); a
 * block chamber's members (the Bundesrat) vote as their Land's government. docs/legislation.md:
 * support = (distance from the status quo − distance from the bill's option) over the span, mixed with the party's own support by PARTY_LINE_WEIGHT
 * (or, where the party whipped the bill, with the whip's ±WHIP_SUPPORT by the country's discipline), plus a
 * deterministic noise drawn from the turn's random salt and the (bill, legislator) pair.
 */
export async function castNppVotes(db: Db, turn: number, salt: string): Promise<void> {
  // The temporary table lives until the transaction ends: one is opened if the caller has none.
  await withTx(db, (tx) => castVotesInTx(tx, turn, salt));
}

async function castVotesInTx(tx: Db, turn: number, salt: string): Promise<void> {
  // The rounds that vote this turn, each with its option's and its status quo's positions, first and
  // alone: joined inside the legislators' statement, the planner expected one round, nested everything
  // and scanned enacted_policies once per legislator and bill (a million-character world, nine rounds:
  // 30,555 scans, 49 s). A handful of rows, analysed so the statement below is planned for their number.
  await tx.execute(sql`drop table if exists npp_vote_rounds`);
  const rounds = await tx.execute(sql`
    create temp table npp_vote_rounds on commit drop as
    select b.id as bill_id, b.round, r.chamber_id, b.country_id,
      r.chamber_id in (${blockChambers}) as block,
      opt.economic as opt_e, opt.social as opt_s,
      coalesce(sq.economic, 0)::float8 as sq_e, coalesce(sq.social, 0)::float8 as sq_s
    from bills b
      join bill_rounds r on r.bill_id = b.id and r.round = b.round and r.outcome is null
      join policy_options opt on opt.legislation_type_id = b.legislation_type_id and opt.option_index = b.option_index
      left join enacted_policies ep on ep.active and ep.country_id = b.country_id and ep.scope = b.scope
        and ep.state_id is not distinct from b.state_id and ep.legislation_type_id = b.legislation_type_id
      left join policy_options sq on sq.legislation_type_id = ep.legislation_type_id and sq.option_index = ep.option_index
    where b.status = 'pending' and (r.opened_turn = ${turn} or r.ends_turn = ${turn})`);
  if (!rounds.rowCount) return;
  await tx.execute(sql`analyze npp_vote_rounds`);
  // The tally grows by the votes inserted, in the same statement (a recount would rescan every vote).
  await tx.execute(sql`
    with inserted as (
    insert into bill_votes (bill_id, round, character_id, vote, turn)
    select b.bill_id, b.round, ch.id,
      case when u.support > ${ABSTAIN_BAND}::float8 then 'yes'
           when u.support < -${ABSTAIN_BAND}::float8 then 'no' else 'abstain' end,
      ${turn}
    from npp_vote_rounds b
      join offices o on o.chamber_id = b.chamber_id and o.role = 'legislator'
      join seats s on s.office_id = o.id and s.is_voting
      join characters ch on ch.id = s.holder_character_id and ch.is_npp
      left join lateral (
        select g.party_id from seats g join offices go on go.id = g.office_id and go.role = 'regional_head'
        where b.block and g.state_id = s.state_id and g.holder_character_id is not null
        order by g.id limit 1) gov on true
      left join parties p on p.id = coalesce(gov.party_id, ch.party_id)
      -- Looked up by both keys: as a plain join it was planned by party alone, filtering every whip the
      -- party ever gave for each vote (85 rows a vote by turn 200, most of the phase's time).
      left join lateral (select x.position from party_whips x where x.party_id = p.id and x.bill_id = b.bill_id limit 1) w
        on true
      cross join lateral (
        select case when b.block and p.id is not null then
            (sqrt(power(p.economic_position - b.sq_e, 2) + power(p.social_position - b.sq_s, 2))
              - sqrt(power(p.economic_position - b.opt_e, 2) + power(p.social_position - b.opt_s, 2)))
          else
            (sqrt(power(ch.policy_economic - b.sq_e, 2) + power(ch.policy_social - b.sq_s, 2))
              - sqrt(power(ch.policy_economic - b.opt_e, 2) + power(ch.policy_social - b.opt_s, 2)))
          end / ${POSITION_SPAN}::float8 as own,
          case when p.id is null then null else
            (sqrt(power(p.economic_position - b.sq_e, 2) + power(p.social_position - b.sq_s, 2))
              - sqrt(power(p.economic_position - b.opt_e, 2) + power(p.social_position - b.opt_s, 2)))
              / ${POSITION_SPAN}::float8 end as party,
          (('x' || substr(md5(${salt} || b.bill_id || case when b.block then s.state_id else ch.id end), 1, 8))::bit(32)::bigint / 4294967295.0 * 2 - 1)
            * ${VOTE_NOISE}::float8 as noise,
          case when b.country_id in (${sql.join(
            WEAK_WHIP_COUNTRIES.map((c) => sql`${c}`),
            sql`, `,
          )}) then ${WHIP_DISCIPLINE_WEAK}::float8 else ${WHIP_DISCIPLINE}::float8 end as discipline
      ) d
      cross join lateral (
        select case
          when w.position is not null then
            (1 - d.discipline) * d.own + d.discipline * (case when w.position = 'yes' then 1 else -1 end) * ${WHIP_SUPPORT}::float8
          when d.party is null then d.own
          else (1 - ${PARTY_LINE_WEIGHT}::float8) * d.own + ${PARTY_LINE_WEIGHT}::float8 * d.party end
          + d.noise as support
      ) u
    order by b.bill_id, ch.id
    -- Who has voted already is left to the key (bill, round, character): an anti-join here was planned
    -- through each legislator's every past vote, a cost that grew with the world's history.
    on conflict do nothing
    returning bill_id, round, vote
    ),
    counts as (
      select bill_id, round,
        count(*) filter (where vote = 'yes')::int as yes,
        count(*) filter (where vote = 'no')::int as no,
        count(*) filter (where vote = 'abstain')::int as abstain
      from inserted group by bill_id, round
    ),
    rounds as (
      update bill_rounds r
      set yes_votes = r.yes_votes + c.yes, no_votes = r.no_votes + c.no, abstain_votes = r.abstain_votes + c.abstain
      from counts c where r.bill_id = c.bill_id and r.round = c.round
    )
    update bills b
    set yes_votes = b.yes_votes + c.yes, no_votes = b.no_votes + c.no, abstain_votes = b.abstain_votes + c.abstain
    from counts c where b.id = c.bill_id and c.round = 1`);
}

export const castNppVotesPhase = definePhase({
  id: 'legislation-vote',
  system: 'politics',
  run: (tx, ctx) => castNppVotes(tx, ctx.turn, String(ctx.random.int(0, 2 ** 31 - 1))),
});
