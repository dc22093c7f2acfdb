import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  APPEAL_POSITION_EXPONENT,
  CAMPAIGN_EFFECT_DECAY,
  CAMPAIGN_SPEND_WEIGHT,
  FAVORABILITY_BASE,
  INCUMBENCY_BONUS,
  INFLUENCE_WEIGHT,
  LEAN_TO_POSITION_SCALE,
  PARTY_STRENGTH_WEIGHT,
  RECOGNITION_BASE,
} from '../constants';

/**
 * Each candidate's share in each region of the elections `which` selects (a condition on `e`), per the model
 * in constants.ts: a state race has its state as its one region (weight 1), a national race every state of
 * the country (weight: its share of the population). Columns: election_id, character_id, state_id, weight,
 * share. Float sums name their input order, so the result never depends on the plan.
 */
export function regionalShares(which: SQL): SQL {
  return sql`
    with active as (
      select e.id, e.country_id, e.state_id, e.office_id, e.stagger_class from elections e where ${which}),
    regions as (
      select a.id as election_id, st.id as state_id, sd.economic_lean, sd.social_lean,
             case when a.state_id is not null then 1.0::float8
                  else st.population::float8 / nullif(sum(st.population) over (partition by a.id order by st.id
                         rows between unbounded preceding and unbounded following), 0) end as weight
      from active a
      join states st on st.country_id = a.country_id and (a.state_id is null or st.id = a.state_id)
      join state_demographics sd on sd.state_id = st.id),
    party_strength as (
      select s.party_id, count(*)::float8 / sum(count(*)) over (partition by s.country_id) as share
      from seats s join offices o on o.id = s.office_id and o.role = 'legislator' and o.filled_by = 'election'
      where s.party_id is not null and s.holder_character_id is not null
      group by s.country_id, s.party_id),
    spending as (
      select ec.election_id, sum(ec.campaign_spend_cents) as total
      from election_candidates ec join active a on a.id = ec.election_id
      where not ec.eliminated_in_primary group by ec.election_id),
    awareness as (
      select ca.election_id, ca.character_id, ca.state_id,
             sum(ca.effect * power(${CAMPAIGN_EFFECT_DECAY}::float8,
                   greatest(0, (select g.current_turn from game_state g limit 1) - ca.turn)) order by ca.id) as level
      from campaign_actions ca join active a on a.id = ca.election_id
      where ca.effect > 0
      group by ca.election_id, ca.character_id, ca.state_id),
    incumbents as (
      select s.holder_character_id as character_id, a.id as election_id
      from active a join seats s on s.office_id = a.office_id and s.state_id is not distinct from a.state_id
        and s.stagger_class = a.stagger_class
      where s.holder_character_id is not null),
    scores as (
      select ec.election_id, ec.character_id, r.state_id, r.weight,
             power(1 + sqrt(power(c.policy_economic - r.economic_lean / ${LEAN_TO_POSITION_SCALE}::float8, 2)
                          + power(c.policy_social - r.social_lean / ${LEAN_TO_POSITION_SCALE}::float8, 2)), -${APPEAL_POSITION_EXPONENT}::float8)
             * (${FAVORABILITY_BASE}::float8 + c.favorability / 100.0)
             * (1 + ${CAMPAIGN_SPEND_WEIGHT}::float8 * ec.campaign_spend_cents::float8 / greatest(sp.total, 1))
             * (1 + ${PARTY_STRENGTH_WEIGHT}::float8 * case when p.is_default then 0 else coalesce(ps.share, 0) end)
             * (${RECOGNITION_BASE}::float8
                + ${INFLUENCE_WEIGHT}::float8 * greatest(c.political_influence, 0) / 100.0
                + case when inc.character_id is not null then ${INCUMBENCY_BONUS}::float8 else 0 end
                + (coalesce(aw_everywhere.level, 0) + coalesce(aw_region.level, 0))) as score
      from election_candidates ec
      join active a on a.id = ec.election_id
      join regions r on r.election_id = ec.election_id
      join characters c on c.id = ec.character_id
      left join parties p on p.id = ec.party_id
      left join party_strength ps on ps.party_id = ec.party_id
      left join spending sp on sp.election_id = ec.election_id
      -- Joins, not per-row subqueries: a national race has a row per candidate and state.
      left join (select distinct election_id, character_id from incumbents) inc
        on inc.election_id = ec.election_id and inc.character_id = ec.character_id
      left join awareness aw_everywhere on aw_everywhere.election_id = ec.election_id
        and aw_everywhere.character_id = ec.character_id and aw_everywhere.state_id is null
      left join awareness aw_region on aw_region.election_id = ec.election_id
        and aw_region.character_id = ec.character_id and aw_region.state_id = r.state_id
      where not ec.eliminated_in_primary)
    select election_id, character_id, state_id, weight,
           coalesce(score / nullif(sum(score) over (partition by election_id, state_id order by character_id
                                   rows between unbounded preceding and unbounded following), 0), 0) as share
    from scores`;
}

/**
 * Each candidate's score in the elections `which` selects: the population-weighted sum of their regional
 * shares (regionalShares), so the scores of a race sum to 1.
 */
export function candidateScores(which: SQL): SQL {
  return sql`
    with regional as (${regionalShares(which)})
    select election_id, character_id, sum(weight * share order by state_id) as score
    from regional group by election_id, character_id`;
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
