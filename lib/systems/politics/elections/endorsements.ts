import { sql, type SQL } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import { shiftInfluenceSql } from '@/lib/systems/core/characters/shift-character-standing';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import {
  ENDORSE_ACTION_COST,
  ENDORSE_ASK_ACTION_COST,
  ENDORSE_ASK_MAX_DISTANCE,
  ENDORSE_EFFECT_BASE,
  ENDORSE_INFLUENCE_COST,
  ENDORSE_INFLUENCE_WEIGHT,
} from './constants';
import { lastProcessedTurn } from './election-phase';
import { updateVoteShares } from './phases/update-vote-shares';
import { endorseInput } from './schemas';

export const ENDORSEMENT_NOTIFICATION = 'election_endorsement';

/**
 * Why a character may endorse, as SQL over a character id: the office they hold ("Governor, Ohio"; a head of
 * government first), else the party they lead ("Leader, Labour Party"); null for anyone else.
 */
export function endorserStandingSql(characterId: SQL): SQL {
  return sql`coalesce(
    (select o.title || coalesce(', ' || st.name, '') from seats s join offices o on o.id = s.office_id
       left join states st on st.id = s.state_id
     where s.holder_character_id = ${characterId}
     order by (o.role = 'head') desc, (o.role = 'regional_head') desc, o.id, s.id limit 1),
    (select 'Leader, ' || p.name from parties p where p.chair_character_id = ${characterId} and not p.is_default
     order by p.id limit 1))`;
}

/**
 * Records endorsements (one verb for players and non-players): `source` yields election_id, endorser_id,
 * candidate_id and standing. Each adds ENDORSE_EFFECT_BASE + ENDORSE_INFLUENCE_WEIGHT × the endorser's
 * influence / 100 awareness to the candidate everywhere (a campaign line 'endorsement') and costs the
 * endorser ENDORSE_INFLUENCE_COST influence; an endorser already on record in a race is skipped. Played
 * candidates are told. Returns how many were recorded.
 */
export async function recordEndorsements(
  tx: Db,
  input: { source: SQL; turn: number; now: Date },
): Promise<number> {
  const written = await tx.execute<{ election_id: string; endorser_id: string }>(sql`
    with src as (${input.source})
    insert into campaign_endorsements (election_id, endorser_id, candidate_id, standing, turn, effect, is_npp)
    select src.election_id, src.endorser_id, src.candidate_id, src.standing, ${input.turn},
           ${ENDORSE_EFFECT_BASE}::float8 + ${ENDORSE_INFLUENCE_WEIGHT}::float8 * greatest(en.political_influence, 0) / 100.0,
           en.user_id is null
    from src join characters en on en.id = src.endorser_id
    order by src.election_id, src.endorser_id
    on conflict do nothing
    returning election_id, endorser_id`);
  if (written.rows.length === 0) return 0;
  const keys = JSON.stringify(written.rows.map((r) => [r.election_id, r.endorser_id]));
  const fresh = sql`(select x->>0 as election_id, x->>1 as endorser_id from jsonb_array_elements(${keys}::jsonb) x)`;
  await tx.execute(sql`
    insert into campaign_actions (id, election_id, character_id, kind, state_id, turn, actions_spent, effect, is_npp)
    select 'endorse-' || ce.election_id || '-' || ce.endorser_id, ce.election_id, ce.candidate_id, 'endorsement',
           null, ${input.turn}, 0, ce.effect, ce.is_npp
    from campaign_endorsements ce join ${fresh} f on f.election_id = ce.election_id and f.endorser_id = ce.endorser_id
    order by ce.election_id, ce.endorser_id`);
  await tx.execute(sql`
    with deltas as (
      select f.endorser_id as character_id, -${ENDORSE_INFLUENCE_COST}::float8 * count(*) as delta
      from ${fresh} f group by f.endorser_id)
    ${shiftInfluenceSql(sql`deltas`)}`);
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      select ce.candidate_id as character_id, ${ENDORSEMENT_NOTIFICATION} as kind,
        ce.election_id || ':' || ce.endorser_id as key,
        en.name || ' endorsed you' as title,
        en.name || ' (' || ce.standing || ') endorsed you in '
          || (select coalesce(st.name || ': ', '') || o.title from elections e join offices o on o.id = e.office_id
              left join states st on st.id = e.state_id where e.id = ce.election_id)
          || ': recognition everywhere in the race.' as body,
        '/elections/' || ce.election_id as link
      from campaign_endorsements ce join ${fresh} f on f.election_id = ce.election_id and f.endorser_id = ce.endorser_id
        join characters en on en.id = ce.endorser_id`,
  });
  return written.rows.length;
}

export interface EndorseResult {
  success: true;
  electionId: string;
  candidateId: string;
  standing: string;
  actions: number;
  actionCost: number;
  influenceCost: number;
  politicalInfluence: number;
}

/**
 * POST /api/elections/[id]/endorsements {candidateId}: an office holder or party leader of the race's country
 * endorses a candidate still in it, once per race. Costs first (ENDORSE_ACTION_COST actions and
 * ENDORSE_INFLUENCE_COST influence, one WHERE), then: 403 without standing, 409 for a decided race or a second
 * endorsement, 422 for a candidate not in the race, oneself, or an endorser standing in the race.
 */
export async function endorseCandidate(
  db: Db,
  input: { userId: string; electionId: unknown; candidateId: unknown },
): Promise<EndorseResult> {
  const { electionId, candidateId } = parseInput(endorseInput, {
    electionId: input.electionId,
    candidateId: input.candidateId,
  });
  return withTx(db, async (tx) => {
    // Standing is read before the costs are taken, so a character without it is told so (403).
    const [me] = (
      await tx.execute<{ standing: string | null }>(sql`
        select ${endorserStandingSql(sql`c.id`)} as standing from characters c where c.user_id = ${input.userId}`)
    ).rows;
    if (me && !me.standing) {
      throw new AppError('FORBIDDEN', 'Only office holders and party leaders can endorse candidates.');
    }
    const character = await spendActions<{ id: string; actions: number; country_id: string }>(
      tx,
      { userId: input.userId },
      ENDORSE_ACTION_COST,
      sql`id, actions, country_id`,
      { where: sql`political_influence >= ${ENDORSE_INFLUENCE_COST}` },
    );
    if (!character) {
      const [existing] = (
        await tx.execute<{ actions: number; influence: number }>(sql`
          select ${currentActionsSql()} as actions, political_influence as influence from characters
          where user_id = ${input.userId}`)
      ).rows;
      if (!existing) throw new AppError('NOT_FOUND', 'You have no character yet.');
      if (existing.actions < ENDORSE_ACTION_COST) {
        throw new AppError(
          'INSUFFICIENT_ACTIONS',
          `Endorsing costs ${ENDORSE_ACTION_COST} actions; you have ${existing.actions}.`,
          { details: { required: ENDORSE_ACTION_COST, available: existing.actions } },
        );
      }
      throw new AppError(
        'CONFLICT',
        `Endorsing costs ${ENDORSE_INFLUENCE_COST} political influence; you have ${Math.floor(existing.influence)}.`,
      );
    }
    const turn = (await lastProcessedTurn(tx)) + 1;
    const [race] = (
      await tx.execute<{
        country_id: string;
        open: boolean;
        candidate_in: boolean;
        endorser_in: boolean;
        endorsed: boolean;
      }>(sql`
        select e.country_id, e.status <> 'closed' and e.end_turn >= ${turn} as open,
          exists (select 1 from election_candidates ec where ec.election_id = e.id
                  and ec.character_id = ${candidateId} and not ec.eliminated_in_primary) as candidate_in,
          exists (select 1 from election_candidates ec where ec.election_id = e.id
                  and ec.character_id = ${character.id} and not ec.eliminated_in_primary) as endorser_in,
          exists (select 1 from campaign_endorsements ce where ce.election_id = e.id
                  and ce.endorser_id = ${character.id}) as endorsed
        from elections e where e.id = ${electionId}`)
    ).rows;
    if (!race) throw new AppError('NOT_FOUND', 'No such election.');
    if (race.country_id !== character.country_id)
      throw new AppError('INELIGIBLE_TARGET', 'You can endorse only in races of your own country.');
    if (!race.open) throw new AppError('CONFLICT', 'This race is decided: endorsements have closed.');
    if (race.endorsed) throw new AppError('CONFLICT', 'You have already endorsed a candidate in this race.');
    if (candidateId === character.id) throw new AppError('INELIGIBLE_TARGET', 'You cannot endorse yourself.');
    if (race.endorser_in)
      throw new AppError('INELIGIBLE_CHARACTER', 'You stand in this race; endorse in races you are not in.');
    if (!race.candidate_in)
      throw new AppError('INELIGIBLE_TARGET', 'That candidate is not still in this race.');
    await recordEndorsements(tx, {
      source: sql`select ${electionId}::text as election_id, ${character.id}::text as endorser_id,
        ${candidateId}::text as candidate_id, ${me!.standing}::text as standing`,
      turn,
      now: new Date(),
    });
    await updateVoteShares(tx, electionId);
    const [after] = (
      await tx.execute<{ influence: number }>(
        sql`select political_influence as influence from characters where id = ${character.id}`,
      )
    ).rows;
    return {
      success: true,
      electionId,
      candidateId,
      standing: me!.standing!,
      actions: character.actions,
      actionCost: ENDORSE_ACTION_COST,
      influenceCost: ENDORSE_INFLUENCE_COST,
      politicalInfluence: Number(after?.influence ?? 0),
    };
  });
}

export const ENDORSEMENT_ASKED_NOTIFICATION = 'election_endorsement_asked';

export interface EndorsementAsk {
  endorserName: string;
  /** A non-player answers at once (endorsed or declined); a player is asked and answers later. */
  answer: 'endorsed' | 'declined' | 'asked';
}

/**
 * Campaign action `endorse`: the candidate (already charged, still in the race) asks `targetId` for an
 * endorsement. 422 INELIGIBLE_TARGET for oneself, someone without standing, of another country or standing
 * in the race; 409 when they already endorsed in the race or this candidate already asked them. The ask is
 * a campaign line; a non-player answers by ENDORSE_ASK_MAX_DISTANCE's rule, a player is told
 * (ENDORSEMENT_ASKED_NOTIFICATION) and answers with POST /api/elections/[id]/endorsements.
 */
export async function askForEndorsement(
  tx: Db,
  input: { electionId: string; candidateId: string; targetId: string | undefined; turn: number; now: Date },
): Promise<EndorsementAsk> {
  const { electionId, candidateId, targetId, turn } = input;
  if (!targetId) throw new AppError('BAD_REQUEST', 'Say whom you ask for an endorsement.');
  const [target] = (
    await tx.execute<{
      id: string;
      name: string;
      user_id: string | null;
      standing: string | null;
      same_country: boolean;
      in_race: boolean;
      endorsed: boolean;
      willing: boolean;
    }>(sql`
      select t.id, t.name, t.user_id, ${endorserStandingSql(sql`t.id`)} as standing,
        t.country_id = e.country_id as same_country,
        exists (select 1 from election_candidates x where x.election_id = e.id and x.character_id = t.id
                and not x.eliminated_in_primary) as in_race,
        exists (select 1 from campaign_endorsements ce where ce.election_id = e.id and ce.endorser_id = t.id) as endorsed,
        t.political_influence >= ${ENDORSE_INFLUENCE_COST}
          and (t.party_id = k.party_id and not coalesce(p.is_default, true)
            or (not exists (select 1 from election_candidates x where x.election_id = e.id and x.party_id = t.party_id
                            and not x.eliminated_in_primary)
                and sqrt(power(t.policy_economic - k.policy_economic, 2) + power(t.policy_social - k.policy_social, 2))
                    <= ${ENDORSE_ASK_MAX_DISTANCE}::float8)) as willing
      from characters t cross join characters k cross join elections e
      left join parties p on p.id = k.party_id
      where t.id = ${targetId} and k.id = ${candidateId} and e.id = ${electionId}`)
  ).rows;
  if (!target || !target.same_country)
    throw new AppError('INELIGIBLE_TARGET', 'Ask someone of this race’s country.');
  if (target.id === candidateId) throw new AppError('INELIGIBLE_TARGET', 'You cannot endorse yourself.');
  if (!target.standing)
    throw new AppError(
      'INELIGIBLE_TARGET',
      `${target.name} holds no office and leads no party: they cannot endorse.`,
    );
  if (target.in_race) throw new AppError('INELIGIBLE_TARGET', `${target.name} stands in this race.`);
  if (target.endorsed) throw new AppError('CONFLICT', `${target.name} already endorsed in this race.`);
  const asked = await tx.execute(sql`
    insert into campaign_actions (id, election_id, character_id, kind, state_id, turn, actions_spent, effect)
    values (${`ask-${electionId}-${candidateId}-${target.id}`}, ${electionId}, ${candidateId}, 'endorse_ask', null,
            ${turn}, ${ENDORSE_ASK_ACTION_COST}, 0)
    on conflict (id) do nothing returning id`);
  if (asked.rows.length === 0)
    throw new AppError('CONFLICT', `You already asked ${target.name} for an endorsement in this race.`);
  if (target.user_id) {
    await notifyMany(tx, {
      turn,
      now: input.now,
      source: sql`
        select ${target.id}::text as character_id, ${ENDORSEMENT_ASKED_NOTIFICATION} as kind,
          ${`${electionId}:${candidateId}`}::text as key,
          k.name || ' asks for your endorsement' as title,
          k.name || ' asks you to endorse them in '
            || (select coalesce(st.name || ': ', '') || o.title from elections e join offices o on o.id = e.office_id
                left join states st on st.id = e.state_id where e.id = ${electionId})
            || '. Endorsing costs ' || ${ENDORSE_ACTION_COST} || ' actions and ' || ${ENDORSE_INFLUENCE_COST}
            || ' political influence, while the race runs.' as body,
          '/elections/' || ${electionId} as link
        from characters k where k.id = ${candidateId}`,
    });
    return { endorserName: target.name, answer: 'asked' };
  }
  if (!target.willing) return { endorserName: target.name, answer: 'declined' };
  await recordEndorsements(tx, {
    source: sql`select ${electionId}::text as election_id, ${target.id}::text as endorser_id,
      ${candidateId}::text as candidate_id, ${target.standing}::text as standing`,
    turn,
    now: input.now,
  });
  await updateVoteShares(tx, electionId);
  return { endorserName: target.name, answer: 'endorsed' };
}
