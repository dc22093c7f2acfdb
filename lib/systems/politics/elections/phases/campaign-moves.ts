import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { choiceWindowClosedSql } from '@/lib/platform/player-window';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import {
  DEBATE_NPP_ACCEPT_CHANCE,
  DEBATE_NPP_CHALLENGE_CHANCE,
  ENDORSE_INFLUENCE_COST,
  PUBLIC_POLL_INTERVAL_TURNS,
  PUBLIC_POLL_REGION_SAMPLE,
  PUBLIC_POLL_SAMPLE,
} from '../constants';
import { declineDebates, holdDebates, lapseDebates, openDebates } from '../debates';
import { endorserStandingSql, recordEndorsements } from '../endorsements';
import { regionalShares } from './update-vote-shares';

/** A seeded draw in [0, 1) per key: the same salt and key draw the same on a replayed turn. */
const draw = (salt: string, key: SQL) =>
  sql`(('x' || substr(md5(${salt} || ':' || ${key}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/** A race whose general runs this turn and is not decided yet; expects `e`. */
const inGeneral = (turn: number) =>
  sql`e.status <> 'closed' and e.general_turn <= ${turn} and e.end_turn > ${turn}`;

/** How many trailing non-players of one race may challenge its leader in a turn. */
const NPP_CHALLENGERS_PER_RACE = 3;

/**
 * Debates, each turn: challenges lapse with a decided race; trailing non-player candidates of a general
 * challenge its leader (DEBATE_NPP_CHALLENGE_CHANCE, once per pair); non-player rivals answer at once
 * (accept when not ahead of the challenger, else with DEBATE_NPP_ACCEPT_CHANCE); a player's challenge whose
 * window closed unanswered is declined; then accepted debates are held. Set-based, seeded by ctx.random.
 */
export const campaignDebatesPhase = definePhase({
  id: 'campaign-debates',
  system: 'politics',
  async run(tx, ctx) {
    const salt = String(ctx.random.int(0, 2_147_483_646));
    await lapseDebates(tx, ctx.turn);
    await openDebates(tx, {
      source: sql`
        with ranked as (
          select ec.election_id, ec.character_id, ec.is_npp,
                 row_number() over (partition by ec.election_id order by ec.vote_share desc, ec.character_id) as rn
          from election_candidates ec join elections e on e.id = ec.election_id and ${inGeneral(ctx.turn)}
          where not ec.eliminated_in_primary)
        select r.election_id, r.character_id as challenger_id, l.character_id as rival_id
        from ranked r join ranked l on l.election_id = r.election_id and l.rn = 1
        where r.rn between 2 and ${1 + NPP_CHALLENGERS_PER_RACE} and r.is_npp
          and ${draw(salt, sql`'challenge:' || r.election_id || ':' || r.character_id`)} < ${DEBATE_NPP_CHALLENGE_CHANCE}
          and not exists (select 1 from campaign_debates d where d.election_id = r.election_id
            and ((d.challenger_id = r.character_id and d.rival_id = l.character_id)
              or (d.challenger_id = l.character_id and d.rival_id = r.character_id)))`,
      turn: ctx.turn,
      now: ctx.now,
      idPrefix: `npp-${ctx.turn}-`,
    });
    const nppRival = sql`d.rival_id in (select c.id from characters c where c.user_id is null)`;
    await tx.execute(sql`
      update campaign_debates d set status = 'accepted', answered_turn = ${ctx.turn}
      from election_candidates ch, election_candidates rv
      where d.status = 'pending' and ${nppRival}
        and ch.election_id = d.election_id and ch.character_id = d.challenger_id
        and rv.election_id = d.election_id and rv.character_id = d.rival_id
        and (rv.vote_share <= ch.vote_share
          or ${draw(salt, sql`'accept:' || d.id`)} < ${DEBATE_NPP_ACCEPT_CHANCE})`);
    await declineDebates(tx, {
      which: sql`(${nppRival} or ${choiceWindowClosedSql(sql`d.closes_turn`, sql`d.closes_at`, ctx)})`,
      turn: ctx.turn,
      now: ctx.now,
    });
    await holdDebates(tx, { turn: ctx.turn, now: ctx.now, salt: Number(salt) });
  },
});

/**
 * Non-players with standing endorse, each turn: party leaders, heads of government and regional heads
 * (governors, first ministers), in every general of their country's national races and their home state's
 * races where they do not stand, their own party's best-placed candidate still in it, once per race, while
 * they have ENDORSE_INFLUENCE_COST influence to spend.
 */
export const nppEndorsementsPhase = definePhase({
  id: 'npp-endorsements',
  system: 'politics',
  async run(tx, ctx) {
    const live = await tx.execute(sql`select 1 from elections e where ${inGeneral(ctx.turn)} limit 1`);
    if (live.rows.length === 0) return;
    await recordEndorsements(tx, {
      source: sql`
        -- The few who may endorse (party chairs and heads) first, by id: joined from the races, the planner
        -- read every character of the country for each race in its general (72,000 rows for 94 at scale 100).
        with standing as materialized (
          select l.id, l.party_id, l.country_id, l.state_id
          from (select p.chair_character_id as id from parties p where p.chair_character_id is not null
                union
                select s.holder_character_id from seats s join offices o on o.id = s.office_id
                  and o.role in ('head', 'regional_head') where s.holder_character_id is not null) ids
          -- Lateral, so each is read by its key (a hash join read the whole table).
          cross join lateral (select * from characters c where c.id = ids.id limit 1) l
          where l.user_id is null and l.political_influence >= ${ENDORSE_INFLUENCE_COST})
        select distinct on (e.id, l.id) e.id as election_id, l.id as endorser_id, ec.character_id as candidate_id,
               ${endorserStandingSql(sql`l.id`)} as standing
        from standing l
        join parties p on p.id = l.party_id and not p.is_default
        join elections e on e.country_id = l.country_id and (e.state_id is null or e.state_id = l.state_id)
          and ${inGeneral(ctx.turn)}
        join election_candidates ec on ec.election_id = e.id and ec.party_id = p.id and not ec.eliminated_in_primary
          and ec.character_id <> l.id
        where (p.chair_character_id = l.id
            or exists (select 1 from seats s join offices o on o.id = s.office_id
                       and o.role in ('head', 'regional_head') where s.holder_character_id = l.id))
          and not exists (select 1 from election_candidates x where x.election_id = e.id
                          and x.character_id = l.id and not x.eliminated_in_primary)
          and not exists (select 1 from campaign_endorsements ce where ce.election_id = e.id and ce.endorser_id = l.id)
        order by e.id, l.id, ec.vote_share desc, ec.character_id`,
      turn: ctx.turn,
      now: ctx.now,
    });
  },
});

/** The public poll's margin of error at 95%, in points, for a sample. */
export function marginOfError(sample: number): number {
  return 1.96 * Math.sqrt(0.25 / sample) * 100;
}

/**
 * Writes a public poll of every race not yet decided: each live share moved by a seeded draw within the
 * margin of error, floored at 0 and renormalised; a national race also in each region (for the map).
 */
export async function publishPublicPolls(tx: Db, input: { turn: number; salt: number }): Promise<void> {
  const moe = marginOfError(PUBLIC_POLL_SAMPLE) / 100;
  const salt = String(input.salt);
  await tx.execute(sql`
    insert into election_public_polls (election_id, turn, sample_size, margin_of_error, shares)
    with noisy as (
      select ec.election_id, ec.character_id, ec.character_name, ec.party_name,
             greatest(0, ec.vote_share + (${draw(salt, sql`ec.election_id || ':' || ec.character_id`)} * 2 - 1)
               * ${moe}::float8) as s
      from election_candidates ec join elections e on e.id = ec.election_id
      where e.status <> 'closed' and e.end_turn > ${input.turn} and not ec.eliminated_in_primary),
    normed as (
      select n.*, coalesce(n.s / nullif(sum(n.s) over (partition by n.election_id order by n.character_id
               rows between unbounded preceding and unbounded following), 0), 0) as share
      from noisy n)
    select election_id, ${input.turn}, ${PUBLIC_POLL_SAMPLE}, ${moe * 100}::float8,
           jsonb_agg(jsonb_build_object('characterId', character_id, 'name', character_name, 'party', party_name,
             'sharePct', round((share * 100)::numeric, 2)) order by share desc, character_id)
    from normed group by election_id order by election_id
    on conflict (election_id, turn) do update set shares = excluded.shares`);
  // A national race is also polled in each region, with a smaller sample there, for the map.
  const regionMoe = marginOfError(PUBLIC_POLL_REGION_SAMPLE) / 100;
  await tx.execute(sql`
    with regional as (${regionalShares(sql`e.status <> 'closed' and e.end_turn > ${input.turn} and e.state_id is null`)}),
    noisy as (
      select r.election_id, r.state_id, r.weight, r.character_id,
             greatest(0, r.share + (${draw(salt, sql`r.election_id || ':' || r.state_id || ':' || r.character_id`)} * 2 - 1)
               * ${regionMoe}::float8) as s
      from regional r),
    normed as (
      select n.*, coalesce(n.s / nullif(sum(n.s) over (partition by n.election_id, n.state_id order by n.character_id
               rows between unbounded preceding and unbounded following), 0), 0) as share
      from noisy n),
    by_region as (
      select election_id, state_id, jsonb_build_object('regionId', state_id, 'weight', max(weight),
               'shares', jsonb_agg(jsonb_build_object('characterId', character_id, 'share', round(share::numeric, 4))
                                   order by share desc, character_id)) as region
      from normed group by election_id, state_id)
    update election_public_polls p set regions = b.regions
    from (select election_id, jsonb_agg(region order by state_id) as regions from by_region group by election_id) b
    where p.election_id = b.election_id and p.turn = ${input.turn}`);
}

/** Every PUBLIC_POLL_INTERVAL_TURNS turns, after the live shares are updated. */
export const publicPollsPhase = definePhase({
  id: 'public-polls',
  system: 'politics',
  async run(tx, ctx) {
    const salt = ctx.random.int(0, 2_147_483_646);
    if (ctx.turn % PUBLIC_POLL_INTERVAL_TURNS !== 0) return;
    await publishPublicPolls(tx, { turn: ctx.turn, salt });
  },
});
