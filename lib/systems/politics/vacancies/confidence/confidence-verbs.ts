import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { randomBytes } from 'node:crypto';
import { playerCharacterOrThrow } from '../../parties/player-character';
import {
  CONFIDENCE_COOLDOWN_TURNS,
  CONFIDENCE_QUESTION_COUNTRIES,
  CONFIDENCE_RULES,
  type ConfidenceVoteChoice,
  type HeadChoice,
} from './constants';
import {
  applyHeadChoice,
  openConfidenceVote,
  refreshConfidenceTally,
  sittingGovernment,
} from './confidence-votes';
import {
  callConfidenceVoteBody,
  castConfidenceVoteBody,
  confidenceVoteIdParams,
  headChoiceBody,
} from './schemas';

async function currentTurn(tx: Db): Promise<number> {
  const rows = await tx.execute<{ turn: number }>(sql`select current_turn as turn from game_state limit 1`);
  return Number(rows.rows[0]?.turn ?? 1);
}

type OpenedVote = { success: true; confidenceVoteId: string; closesTurn: number; closesAt: string };

/** The answer to a call that opened a vote: its id and when it closes. */
async function openedVoteAnswer(tx: Db, id: string): Promise<OpenedVote> {
  const row = await tx.execute<{ closes_turn: number; closes_at: string }>(sql`
    select closes_turn, to_char(closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closes_at
    from confidence_votes where id = ${id}`);
  return {
    success: true,
    confidenceVoteId: id,
    closesTurn: Number(row.rows[0]!.closes_turn),
    closesAt: row.rows[0]!.closes_at,
  };
}

/**
 * POST /api/confidence-votes: the leader of the opposition (the chair of the largest party in the primary
 * chamber outside the government) tables a motion of no confidence; in Germany it names the successor it
 * elects (the caller unless `successorCharacterId` names another member of their country). Refusals write
 * nothing: 404 no character, 403 NOT_OPPOSITION_LEADER, 409 CONFLICT (no parliamentary government, a vote
 * already open or one too recent), 422 SUCCESSOR_INELIGIBLE.
 */
export async function callConfidenceVote(
  db: Db,
  input: { userId: string; successorCharacterId?: unknown },
): Promise<OpenedVote> {
  const body = parseInput(callConfidenceVoteBody, { successorCharacterId: input.successorCharacterId });
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    const government = await sittingGovernment(tx, character.countryId);
    if (!government) {
      throw new AppError('CONFLICT', 'Your country has no parliamentary government to bring down.');
    }
    if (government.oppositionLeaderId !== character.id) {
      throw new AppError(
        'NOT_OPPOSITION_LEADER',
        'Only the leader of the opposition, the chair of the largest party outside the government, can call this vote.',
      );
    }
    const turn = await currentTurn(tx);
    if (government.openVoteId) throw new AppError('CONFLICT', 'A vote of no confidence is already open.');
    if (government.lastVoteTurn !== null && turn - government.lastVoteTurn < CONFIDENCE_COOLDOWN_TURNS) {
      throw new AppError(
        'CONFLICT',
        `The last vote of no confidence was at turn ${government.lastVoteTurn}; the next may be called from turn ${government.lastVoteTurn + CONFIDENCE_COOLDOWN_TURNS}.`,
      );
    }
    const constructive = CONFIDENCE_RULES[character.countryId] === 'constructive';
    let successor: string | null = null;
    if (constructive) {
      successor = body.successorCharacterId ?? character.id;
      const ok = await tx.execute(sql`
        select 1 from characters where id = ${successor} and country_id = ${character.countryId}
          and id is distinct from ${government.headCharacterId}`);
      if (ok.rows.length === 0) {
        throw new AppError(
          'SUCCESSOR_INELIGIBLE',
          'The successor must be a politician of your country other than the head of government.',
        );
      }
    } else if (body.successorCharacterId) {
      throw new AppError('SUCCESSOR_INELIGIBLE', 'Only a constructive vote (Germany) names a successor.');
    }
    const id = await openConfidenceVote(tx, {
      government,
      reason: 'motion',
      calledBy: character.id,
      successor,
      turn,
      now: new Date(),
      salt: randomBytes(8).toString('hex'),
    });
    return openedVoteAnswer(tx, id);
  });
}

/**
 * POST /api/confidence-votes/question: the head of government asks parliament for its confidence (Germany,
 * Basic Law Art. 68; docs/vacancies.md). The question is voted like a motion (yes is for the government)
 * and carries with a majority of all members; lost, the head chooses between a dissolution and resigning.
 * Costs no actions. Refusals write nothing: 404 no character, 403 NOT_OFFICE_HOLDER (not the head), 409
 * CONFLICT (no such question in the country, a vote already open or one too recent).
 */
export async function askConfidenceQuestion(db: Db, input: { userId: string }): Promise<OpenedVote> {
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    const government = await sittingGovernment(tx, character.countryId);
    if (!government || government.headCharacterId !== character.id) {
      throw new AppError(
        'NOT_OFFICE_HOLDER',
        'Only the head of a parliamentary government can ask for confidence.',
      );
    }
    if (!CONFIDENCE_QUESTION_COUNTRIES.includes(character.countryId)) {
      throw new AppError('CONFLICT', "Your country's constitution has no confidence question for the head.");
    }
    const turn = await currentTurn(tx);
    if (government.openVoteId) throw new AppError('CONFLICT', 'A confidence vote is already open.');
    if (government.lastVoteTurn !== null && turn - government.lastVoteTurn < CONFIDENCE_COOLDOWN_TURNS) {
      throw new AppError(
        'CONFLICT',
        `The last confidence vote was at turn ${government.lastVoteTurn}; the next may be held from turn ${government.lastVoteTurn + CONFIDENCE_COOLDOWN_TURNS}.`,
      );
    }
    const id = await openConfidenceVote(tx, {
      government,
      reason: 'confidence_question',
      calledBy: character.id,
      successor: null,
      turn,
      now: new Date(),
      salt: randomBytes(8).toString('hex'),
    });
    return openedVoteAnswer(tx, id);
  });
}

/**
 * POST /api/confidence-votes/[id]/vote {vote}: a member of the voting chamber votes once while the motion
 * is open (yes is for the motion). Refusals write nothing: 404 unknown vote or no character, 403
 * NOT_A_LEGISLATOR, 409 CONFIDENCE_VOTE_CLOSED / ALREADY_VOTED.
 */
export async function castConfidenceVote(
  db: Db,
  input: { userId: string; voteId: unknown; vote: unknown },
): Promise<{
  success: true;
  confidenceVoteId: string;
  vote: ConfidenceVoteChoice;
  tally: { yes: number; no: number; abstain: number };
}> {
  const { id } = parseInput(confidenceVoteIdParams, { id: input.voteId });
  const { vote } = parseInput(castConfidenceVoteBody, { vote: input.vote });
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    const rows = await tx.execute<{ chamber_id: string; status: string; member: boolean }>(sql`
      select v.chamber_id, v.status,
        exists (select 1 from seats s join offices o on o.id = s.office_id
                where s.holder_character_id = ${character.id} and o.chamber_id = v.chamber_id and s.is_voting) as member
      from confidence_votes v where v.id = ${id} for update of v`);
    const row = rows.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'No such confidence vote.');
    if (!row.member)
      throw new AppError('NOT_A_LEGISLATOR', 'Only a member of the chamber can vote on this motion.');
    if (row.status !== 'open')
      throw new AppError('CONFIDENCE_VOTE_CLOSED', 'This confidence vote has been decided.');
    const inserted = await tx.execute(sql`
      insert into confidence_vote_ballots (vote_id, character_id, vote, turn)
      values (${id}, ${character.id}, ${vote}, ${await currentTurn(tx)})
      on conflict do nothing returning vote_id`);
    if (inserted.rows.length === 0)
      throw new AppError('ALREADY_VOTED', 'You have already voted on this motion.');
    await refreshConfidenceTally(tx, id);
    const tally = await tx.execute<{ yes: number; no: number; abstain: number }>(sql`
      select yes_votes as yes, no_votes as no, abstain_votes as abstain from confidence_votes where id = ${id}`);
    return { success: true, confidenceVoteId: id, vote, tally: tally.rows[0]! };
  });
}

/**
 * POST /api/confidence-votes/[id]/decision {choice}: the prime minister who lost the vote (UK, Japan), or
 * the Chancellor who lost the confidence question (Germany), resigns, so that parliament forms a new government without them, or dissolves parliament. Open while the
 * choice window is; at its close the game dissolves. Costs no actions. Refusals write nothing: 404 unknown
 * vote or no character, 403 NOT_OFFICE_HOLDER (not the fallen head), 409 CONFIDENCE_VOTE_CLOSED (no choice
 * waits: the motion is open, failed, or its outcome is settled).
 */
export async function decideAfterConfidenceVote(
  db: Db,
  input: { userId: string; voteId: unknown; choice: unknown },
): Promise<{
  success: true;
  confidenceVoteId: string;
  choice: HeadChoice;
  outcome: 'new_formation' | 'snap_election';
}> {
  const { id } = parseInput(confidenceVoteIdParams, { id: input.voteId });
  const { choice } = parseInput(headChoiceBody, { choice: input.choice });
  return withTx(db, async (tx) => {
    const character = await playerCharacterOrThrow(tx, input.userId);
    const rows = await tx.execute<{
      country_id: string;
      chamber_id: string;
      head: string | null;
      waiting: boolean;
      turn: number;
      starting_year: number;
    }>(sql`
      select v.country_id, v.chamber_id, g.head_character_id as head,
        (v.status <> 'open' and v.outcome is null and v.head_choice_closes_turn is not null) as waiting,
        gs.current_turn as turn, gs.starting_year
      from confidence_votes v join governments g on g.id = v.government_id cross join game_state gs
      where v.id = ${id} for update of v`);
    const row = rows.rows[0];
    if (!row) throw new AppError('NOT_FOUND', 'No such confidence vote.');
    if (row.head !== character.id) {
      throw new AppError('NOT_OFFICE_HOLDER', 'Only the prime minister who lost the vote chooses.');
    }
    if (!row.waiting) {
      throw new AppError('CONFIDENCE_VOTE_CLOSED', 'No choice waits on this vote any more.');
    }
    await applyHeadChoice(
      tx,
      { id, country_id: row.country_id, chamber_id: row.chamber_id, choice, chosen: true },
      { turn: Number(row.turn), now: new Date(), startingYear: Number(row.starting_year) },
    );
    return {
      success: true,
      confidenceVoteId: id,
      choice,
      outcome: choice === 'resign' ? ('new_formation' as const) : ('snap_election' as const),
    };
  });
}
