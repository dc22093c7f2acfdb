import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import { shiftFavorabilitySql } from '@/lib/systems/core/characters/shift-character-standing';
import { notifyMany } from '@/lib/systems/core/notifications/notify';
import {
  DEBATE_ACCEPT_ACTION_COST,
  DEBATE_DECLINE_FAVORABILITY,
  DEBATE_EMPTY_CHAIR_EFFECT,
  DEBATE_FAVORABILITY_SWING,
  DEBATE_FAVORABILITY_WEIGHT,
  DEBATE_FUNDS_UNIT,
  DEBATE_FUNDS_WEIGHT,
  DEBATE_INFLUENCE_WEIGHT,
  DEBATE_LUCK,
  DEBATE_WIN_EFFECT,
  DEBATE_WINDOW_TURNS,
} from './constants';
import { lastProcessedTurn } from './election-phase';
import { updateVoteShares } from './phases/update-vote-shares';
import { debateAnswerInput } from './schemas';

export const DEBATE_NOTIFICATION = 'election_debate';

/** An election's title for a line of text; expects `e`. */
const raceTitleSql = sql`(select coalesce(st.name || ': ', '') || o.title from offices o
  left join states st on st.id = e.state_id where o.id = e.office_id)`;

/**
 * Opens debate challenges (one verb for players and non-players): `source` yields election_id,
 * challenger_id, rival_id. The window is DEBATE_WINDOW_TURNS, and for a played rival also at least
 * PLAYER_WINDOW_HOURS (lib/platform/player-window.ts). A pair with a debate already pending or accepted in
 * the race is skipped. Played rivals are told. Returns the ids opened.
 */
export async function openDebates(
  tx: Db,
  input: { source: SQL; turn: number; now: Date; idPrefix: string },
): Promise<string[]> {
  const hours = env().PLAYER_WINDOW_HOURS;
  const opened = await tx.execute<{ id: string }>(sql`
    with src as (${input.source})
    insert into campaign_debates (id, election_id, challenger_id, rival_id, status, issued_turn, closes_turn, closes_at)
    select ${input.idPrefix} || src.election_id || '-' || src.challenger_id || '-' || src.rival_id, src.election_id,
           src.challenger_id, src.rival_id, 'pending', ${input.turn}, ${input.turn + DEBATE_WINDOW_TURNS},
           ${input.now.toISOString()}::timestamptz
             + case when r.user_id is not null then make_interval(secs => ${hours * 3600}::float8) else interval '0' end
    from src join characters r on r.id = src.rival_id
    order by src.election_id, src.challenger_id, src.rival_id
    on conflict do nothing
    returning id`);
  const ids = opened.rows.map((r) => r.id);
  if (ids.length > 0) {
    await notifyMany(tx, {
      turn: input.turn,
      now: input.now,
      source: sql`
        select d.rival_id as character_id, ${DEBATE_NOTIFICATION} as kind, d.id || ':challenge' as key,
          ch.name || ' challenges you to a debate' as title,
          ch.name || ' challenges you to a debate in ' || ${raceTitleSql}
            || '. Accept by turn ' || d.closes_turn || ', or decline: declining costs '
            || ${DEBATE_DECLINE_FAVORABILITY}::int || ' favorability and hands them the empty chair.' as body,
          '/elections/' || d.election_id as link
        from campaign_debates d join characters ch on ch.id = d.challenger_id
          join elections e on e.id = d.election_id
        where d.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
    });
  }
  return ids;
}

/**
 * Declines the pending debates `which` selects (a condition on `d`): the rival loses
 * DEBATE_DECLINE_FAVORABILITY favorability, the challenger gains DEBATE_EMPTY_CHAIR_EFFECT awareness
 * everywhere (a campaign line 'empty_chair'), and a played challenger is told.
 */
export async function declineDebates(
  tx: Db,
  input: { which: SQL; turn: number; now: Date },
): Promise<number> {
  const declined = await tx.execute<{ id: string }>(sql`
    update campaign_debates d set status = 'declined', answered_turn = ${input.turn}
    where d.status = 'pending' and ${input.which}
    returning d.id`);
  const ids = declined.rows.map((r) => r.id);
  if (ids.length === 0) return 0;
  const idList = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  await tx.execute(sql`
    with deltas as (
      select d.rival_id as character_id, -${DEBATE_DECLINE_FAVORABILITY}::float8 * count(*) as delta
      from campaign_debates d where d.id in ${idList} group by d.rival_id)
    ${shiftFavorabilitySql(sql`deltas`)}`);
  await tx.execute(sql`
    insert into campaign_actions (id, election_id, character_id, kind, state_id, turn, actions_spent, effect, is_npp)
    select 'empty-chair-' || d.id, d.election_id, d.challenger_id, 'empty_chair', null, ${input.turn}, 0,
           ${DEBATE_EMPTY_CHAIR_EFFECT}::float8, c.user_id is null
    from campaign_debates d join characters c on c.id = d.challenger_id
    where d.id in ${idList} order by d.id`);
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      select d.challenger_id as character_id, ${DEBATE_NOTIFICATION} as kind, d.id || ':declined' as key,
        r.name || ' declined your debate' as title,
        r.name || ' declined to debate you in ' || ${raceTitleSql} || ': they lose '
          || ${DEBATE_DECLINE_FAVORABILITY}::int || ' favorability, and you gain recognition everywhere.' as body,
        '/elections/' || d.election_id as link
      from campaign_debates d join characters r on r.id = d.rival_id join elections e on e.id = d.election_id
      where d.id in ${idList}`,
  });
  return ids.length;
}

/** Performance in a debate as SQL over a character `c`, before the seeded draw. */
function performanceSql(c: string): SQL {
  const col = (name: string) => sql.raw(`${c}.${name}`);
  return sql`(${DEBATE_INFLUENCE_WEIGHT}::float8 * greatest(${col('political_influence')}, 0) / 100.0
    + ${DEBATE_FAVORABILITY_WEIGHT}::float8 * ${col('favorability')} / 100.0
    + ${DEBATE_FUNDS_WEIGHT}::float8 * ln(1 + greatest(${col('campaign_funds_cents')}, 0)::float8 / 100.0
        / ${DEBATE_FUNDS_UNIT}::float8) / 10.0)`;
}

/**
 * Holds the accepted debates of races still running (set-based): each side's performance plus a seeded
 * draw (salt, from ctx.random) up to DEBATE_LUCK; the winner gains DEBATE_WIN_EFFECT × (1 + margin)
 * awareness everywhere (a campaign line 'debate') and DEBATE_FAVORABILITY_SWING favorability, which the
 * loser loses. Both are told. Returns how many were held.
 */
export async function holdDebates(tx: Db, input: { turn: number; now: Date; salt: number }): Promise<number> {
  const salt = String(input.salt);
  const held = await tx.execute<{ id: string }>(sql`
    with scored as (
      select d.id,
        ${performanceSql('ch')} + ${DEBATE_LUCK}::float8
          * ('x' || substr(md5(${salt} || ':' || d.id || ':c'), 1, 8))::bit(32)::bigint / 4294967295.0 as c_score,
        ${performanceSql('rv')} + ${DEBATE_LUCK}::float8
          * ('x' || substr(md5(${salt} || ':' || d.id || ':r'), 1, 8))::bit(32)::bigint / 4294967295.0 as r_score
      from campaign_debates d
      join characters ch on ch.id = d.challenger_id join characters rv on rv.id = d.rival_id
      join elections e on e.id = d.election_id and e.status <> 'closed' and e.end_turn > ${input.turn}
      where d.status = 'accepted' and d.answered_turn <= ${input.turn})
    update campaign_debates d set status = 'held', held_turn = ${input.turn},
      winner_id = case when s.c_score >= s.r_score then d.challenger_id else d.rival_id end,
      margin = least(1, abs(s.c_score - s.r_score))
    from scored s where s.id = d.id
    returning d.id`);
  const ids = held.rows.map((r) => r.id);
  if (ids.length === 0) return 0;
  const idList = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  await tx.execute(sql`
    insert into campaign_actions (id, election_id, character_id, kind, state_id, turn, actions_spent, effect, is_npp)
    select 'debate-' || d.id, d.election_id, d.winner_id, 'debate', null, ${input.turn}, 0,
           ${DEBATE_WIN_EFFECT}::float8 * (1 + d.margin), w.user_id is null
    from campaign_debates d join characters w on w.id = d.winner_id
    where d.id in ${idList} order by d.id`);
  await tx.execute(sql`
    with deltas as (
      select character_id, sum(delta) as delta from (
        select d.winner_id as character_id, ${DEBATE_FAVORABILITY_SWING}::float8 as delta
        from campaign_debates d where d.id in ${idList}
        union all
        select case when d.winner_id = d.challenger_id then d.rival_id else d.challenger_id end,
               -${DEBATE_FAVORABILITY_SWING}::float8
        from campaign_debates d where d.id in ${idList}) x
      group by character_id)
    ${shiftFavorabilitySql(sql`deltas`)}`);
  await notifyMany(tx, {
    turn: input.turn,
    now: input.now,
    source: sql`
      select side.character_id, ${DEBATE_NOTIFICATION} as kind, d.id || ':held' as key,
        case when side.character_id = d.winner_id then 'You won your debate with ' else 'You lost your debate with ' end
          || other.name as title,
        'The debate in ' || ${raceTitleSql} || ' went to ' || w.name
          || ': recognition everywhere and favorability for the winner, favorability lost for the other.' as body,
        '/elections/' || d.election_id as link
      from campaign_debates d join elections e on e.id = d.election_id
        join characters w on w.id = d.winner_id
        cross join lateral (values (d.challenger_id, d.rival_id), (d.rival_id, d.challenger_id)) side(character_id, other_id)
        join characters other on other.id = side.other_id
      where d.id in ${idList}`,
  });
  return ids.length;
}

/** Debates whose race was decided (or ended) before they were answered or held lapse. */
export async function lapseDebates(tx: Db, turn: number): Promise<number> {
  const lapsed = await tx.execute(sql`
    update campaign_debates d set status = 'lapsed'
    from elections e
    where e.id = d.election_id and d.status in ('pending', 'accepted')
      and (e.status = 'closed' or e.end_turn <= ${turn})`);
  return lapsed.rowCount ?? 0;
}

/**
 * The checks a challenge makes inside the caller's transaction, after its actions are spent: the rival is a
 * different candidate still in the race, and no debate between the two is pending or accepted there.
 * Opens it and returns its id.
 */
export async function challengeRival(
  tx: Db,
  input: { electionId: string; challengerId: string; rivalId: string | undefined; turn: number },
): Promise<{ id: string; rivalName: string; closesTurn: number }> {
  if (!input.rivalId) throw new AppError('BAD_REQUEST', 'Say which rival to challenge (targetCharacterId).');
  if (input.rivalId === input.challengerId)
    throw new AppError('INELIGIBLE_TARGET', 'You cannot debate yourself.');
  const [rival] = (
    await tx.execute<{ name: string }>(sql`
      select ec.character_name as name from election_candidates ec
      where ec.election_id = ${input.electionId} and ec.character_id = ${input.rivalId}
        and not ec.eliminated_in_primary`)
  ).rows;
  if (!rival) throw new AppError('INELIGIBLE_TARGET', 'That rival is not a candidate still in this race.');
  const [open] = (
    await tx.execute(sql`
      select 1 from campaign_debates where election_id = ${input.electionId} and status in ('pending', 'accepted')
        and ((challenger_id = ${input.challengerId} and rival_id = ${input.rivalId})
          or (challenger_id = ${input.rivalId} and rival_id = ${input.challengerId}))`)
  ).rows;
  if (open) throw new AppError('CONFLICT', `A debate with ${rival.name} is already pending or scheduled.`);
  const [id] = await openDebates(tx, {
    source: sql`select ${input.electionId}::text as election_id, ${input.challengerId}::text as challenger_id,
      ${input.rivalId}::text as rival_id`,
    turn: input.turn,
    now: new Date(),
    idPrefix: `debate-${randomUUID().slice(0, 8)}-`,
  });
  if (!id) throw new AppError('CONFLICT', `A debate with ${rival.name} is already pending or scheduled.`);
  return { id, rivalName: rival.name, closesTurn: input.turn + DEBATE_WINDOW_TURNS };
}

export interface DebateAnswerResult {
  success: true;
  debateId: string;
  answer: 'accept' | 'decline';
  /** The turn whose end holds an accepted debate. */
  heldTurn: number | null;
  actions: number;
  actionCost: number;
  voteShare: number;
}

/**
 * POST /api/elections/[id]/debates {debateId, answer}: the rival accepts (DEBATE_ACCEPT_ACTION_COST
 * actions, checked first; the turn's end holds it) or declines (free, but it costs favorability and gives
 * the challenger the empty chair). 404 for a debate not addressed to you in this race; 409 once answered or
 * the race is decided.
 */
export async function answerDebate(
  db: Db,
  input: { userId: string; electionId: unknown; debateId: unknown; answer: unknown },
): Promise<DebateAnswerResult> {
  const { electionId, debateId, answer } = parseInput(debateAnswerInput, {
    electionId: input.electionId,
    debateId: input.debateId,
    answer: input.answer,
  });
  const cost = answer === 'accept' ? DEBATE_ACCEPT_ACTION_COST : 0;
  return withTx(db, async (tx) => {
    const character = await spendActions<{ id: string; actions: number }>(
      tx,
      { userId: input.userId },
      cost,
      sql`id, actions`,
    );
    if (!character) {
      const [existing] = (
        await tx.execute<{ actions: number }>(
          sql`select ${currentActionsSql()} as actions from characters where user_id = ${input.userId}`,
        )
      ).rows;
      if (!existing) throw new AppError('NOT_FOUND', 'You have no character yet.');
      throw new AppError(
        'INSUFFICIENT_ACTIONS',
        `Accepting a debate costs ${cost} actions; you have ${existing.actions}.`,
        { details: { required: cost, available: existing.actions } },
      );
    }
    const turn = (await lastProcessedTurn(tx)) + 1;
    const [debate] = (
      await tx.execute<{ status: string; race_open: boolean }>(sql`
        select d.status, e.status <> 'closed' and e.end_turn >= ${turn} as race_open
        from campaign_debates d join elections e on e.id = d.election_id
        where d.id = ${debateId} and d.election_id = ${electionId} and d.rival_id = ${character.id}
        for update of d`)
    ).rows;
    if (!debate) throw new AppError('NOT_FOUND', 'No debate challenge to you with that id in this race.');
    if (debate.status !== 'pending' || !debate.race_open) {
      throw new AppError('CONFLICT', 'This challenge is no longer open.');
    }
    if (answer === 'accept') {
      await tx.execute(sql`
        update campaign_debates set status = 'accepted', answered_turn = ${turn} where id = ${debateId}`);
      await notifyMany(tx, {
        turn,
        now: new Date(),
        source: sql`
          select d.challenger_id as character_id, ${DEBATE_NOTIFICATION} as kind, d.id || ':accepted' as key,
            r.name || ' accepted your debate' as title,
            r.name || ' accepted your challenge; the debate is held at the end of turn ' || ${turn}::int || '.' as body,
            '/elections/' || d.election_id as link
          from campaign_debates d join characters r on r.id = d.rival_id where d.id = ${debateId}`,
      });
    } else {
      await declineDebates(tx, { which: sql`d.id = ${debateId}`, turn, now: new Date() });
      await updateVoteShares(tx, electionId);
    }
    const [share] = (
      await tx.execute<{ vote_share: number }>(sql`
        select vote_share from election_candidates where election_id = ${electionId} and character_id = ${character.id}`)
    ).rows;
    return {
      success: true,
      debateId,
      answer,
      heldTurn: answer === 'accept' ? turn : null,
      actions: character.actions,
      actionCost: cost,
      voteShare: share?.vote_share ?? 0,
    };
  });
}
