import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  APPEAL_POSITION_EXPONENT,
  CAMPAIGN_SPEND_WEIGHT,
  FAVORABILITY_BASE,
  LEAN_TO_POSITION_SCALE,
  PARTY_STRENGTH_WEIGHT,
} from '../constants';

/**
 * Each candidate's score in the elections `which` selects (a condition on `e`), per the formula in
 * constants.ts: appeal to the region's leans (a national election uses the population-weighted national
 * lean), favorability, share of the campaign spending and the party's share of legislative seats.
 * Float sums name their input order, so the result never depends on the plan.
 */
export function candidateScores(which: SQL): SQL {
  return sql`
    with active as (select e.id, e.country_id, e.state_id from elections e where ${which}),
    national_leans as (
      select st.country_id,
             sum(sd.economic_lean * st.population order by st.id) / sum(st.population) as economic,
             sum(sd.social_lean * st.population order by st.id) / sum(st.population) as social
      from states st join state_demographics sd on sd.state_id = st.id group by st.country_id),
    leans as (
      select a.id as election_id, coalesce(sd.economic_lean, nl.economic) as economic,
             coalesce(sd.social_lean, nl.social) as social
      from active a
      left join state_demographics sd on sd.state_id = a.state_id
      left join national_leans nl on nl.country_id = a.country_id),
    party_strength as (
      select s.party_id, count(*)::float8 / sum(count(*)) over (partition by s.country_id) as share
      from seats s join offices o on o.id = s.office_id and o.role = 'legislator'
      where s.party_id is not null and s.holder_character_id is not null
      group by s.country_id, s.party_id),
    spending as (
      select ec.election_id, sum(ec.campaign_spend_cents) as total
      from election_candidates ec join active a on a.id = ec.election_id
      where not ec.eliminated_in_primary group by ec.election_id)
    select ec.election_id, ec.character_id,
           power(1 + sqrt(power(c.policy_economic - l.economic / ${LEAN_TO_POSITION_SCALE}::float8, 2)
                        + power(c.policy_social - l.social / ${LEAN_TO_POSITION_SCALE}::float8, 2)), -${APPEAL_POSITION_EXPONENT}::float8)
           * (${FAVORABILITY_BASE}::float8 + c.favorability / 100.0)
           * (1 + ${CAMPAIGN_SPEND_WEIGHT}::float8 * ec.campaign_spend_cents::float8 / greatest(sp.total, 1))
           * (1 + ${PARTY_STRENGTH_WEIGHT}::float8 * case when p.is_default then 0 else coalesce(ps.share, 0) end) as score
    from election_candidates ec
    join active a on a.id = ec.election_id
    join leans l on l.election_id = ec.election_id
    join characters c on c.id = ec.character_id
    left join parties p on p.id = ec.party_id
    left join party_strength ps on ps.party_id = ec.party_id
    left join spending sp on sp.election_id = ec.election_id
    where not ec.eliminated_in_primary`;
}

/** Recomputes the live vote shares of every election that is not closed (or of one, after a player acts). */
export async function updateVoteShares(tx: Db, electionId?: string): Promise<void> {
  const which = electionId ? sql`e.status <> 'closed' and e.id = ${electionId}` : sql`e.status <> 'closed'`;
  await tx.execute(sql`
    with scores as (${candidateScores(which)}),
    shares as (
      select election_id, character_id,
             score / nullif(sum(score) over (partition by election_id order by character_id
                                             rows between unbounded preceding and unbounded following), 0) as share
      from scores)
    update election_candidates ec set vote_share = coalesce(shares.share, 0)
    from shares where ec.election_id = shares.election_id and ec.character_id = shares.character_id`);
}

/**
 * Keeps this turn's live shares of every election whose vote runs (primary or general) as a snapshot,
 * so the public election view can show how the race moved turn by turn.
 */
export async function recordShareSnapshots(tx: Db, turn: number): Promise<void> {
  await tx.execute(sql`
    insert into election_share_snapshots (election_id, turn, phase, shares)
    select e.id, ${turn},
      case when e.primary_turn is not null and ${turn} < e.general_turn then 'primary' else 'general' end,
      (select coalesce(jsonb_agg(jsonb_build_object('characterId', ec.character_id, 'name', ec.character_name,
                'party', ec.party_name, 'sharePct', round((ec.vote_share * 100)::numeric, 2))
              order by ec.vote_share desc, ec.character_id), '[]'::jsonb)
       from election_candidates ec where ec.election_id = e.id and not ec.eliminated_in_primary)
    from elections e
    where e.status <> 'closed' and ${turn} >= coalesce(e.primary_turn, e.general_turn)
    on conflict (election_id, turn) do update set phase = excluded.phase, shares = excluded.shares`);
}

export const updateVoteSharesPhase = definePhase({
  id: 'update-vote-shares',
  system: 'politics',
  run: async (tx, ctx) => {
    await updateVoteShares(tx);
    await recordShareSnapshots(tx, ctx.turn);
  },
});
