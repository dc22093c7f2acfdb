import { sql } from 'drizzle-orm';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { notify } from '@/lib/systems/core/notifications/notify';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { ACHIEVEMENT_FIRST_CANDIDACY, FILE_CANDIDACY_ACTION_COST } from './constants';
import { isFilingOpen, lastProcessedTurn } from './election-phase';
import { fileCandidacyInput } from './schemas';
import { updateVoteShares } from './phases/update-vote-shares';

export interface FileCandidacyResult {
  success: true;
  electionId: string;
  actions: number;
  actionCost: number;
  voteShare: number;
  achievementAwarded: boolean;
}

/**
 * POST /api/elections/[id]/candidacy: the caller's character stands in an election of their country (a
 * state election needs them to live in that state) while filing is open, and in one election at a time.
 * Costs FILE_CANDIDACY_ACTION_COST actions. The action update comes first and locks the character row, so
 * two filings serialize; any refusal rolls the whole transaction back. The election's live shares are
 * recomputed at once, and the first filing earns `first_candidacy`.
 */
export async function fileCandidacy(
  db: Db,
  input: { userId: string; electionId: unknown; now?: Date },
): Promise<FileCandidacyResult> {
  const { electionId } = parseInput(fileCandidacyInput, { electionId: input.electionId });
  return withTx(db, async (tx) => {
    const character = await spendActions<{
      id: string;
      actions: number;
      country_id: string;
      state_id: string;
    }>(tx, { userId: input.userId }, FILE_CANDIDACY_ACTION_COST, sql`id, actions, country_id, state_id`);
    if (!character) {
      const [existing] = (
        await tx.execute<{ actions: number }>(
          sql`select ${currentActionsSql()} as actions from characters where user_id = ${input.userId}`,
        )
      ).rows;
      if (!existing) throw new AppError('NOT_FOUND', 'You have no character yet.');
      throw new AppError(
        'INSUFFICIENT_ACTIONS',
        `Filing a candidacy costs ${FILE_CANDIDACY_ACTION_COST} actions; you have ${existing.actions}.`,
        { details: { required: FILE_CANDIDACY_ACTION_COST, available: existing.actions } },
      );
    }
    const [election] = (
      await tx.execute<{
        id: string;
        country_id: string;
        state_id: string | null;
        status: string;
        primary_turn: number | null;
        general_turn: number;
        title: string;
        state_name: string | null;
      }>(sql`
        select e.id, e.country_id, e.state_id, e.status, e.primary_turn, e.general_turn, o.title,
               st.name as state_name
        from elections e join offices o on o.id = e.office_id left join states st on st.id = e.state_id
        where e.id = ${electionId}`)
    ).rows;
    if (!election) throw new AppError('NOT_FOUND', 'No such election.');
    if (election.country_id !== character.country_id) {
      throw new AppError('CONFLICT', 'You can only stand in elections of your own country.');
    }
    if (election.state_id && election.state_id !== character.state_id) {
      throw new AppError(
        'CONFLICT',
        'This election is for another state: you can only stand where you live.',
      );
    }
    const lastTurn = await lastProcessedTurn(tx);
    if (
      !isFilingOpen(
        { status: election.status, primaryTurn: election.primary_turn, generalTurn: election.general_turn },
        lastTurn,
      )
    ) {
      throw new AppError('CONFLICT', 'Filing for this election has closed.');
    }
    const [running] = (
      await tx.execute<{ election_id: string }>(sql`
        select ec.election_id from election_candidates ec join elections e on e.id = ec.election_id
        where ec.character_id = ${character.id} and e.status <> 'closed' limit 1`)
    ).rows;
    if (running) {
      throw new AppError(
        'CONFLICT',
        running.election_id === electionId
          ? 'You are already a candidate in this election.'
          : 'You are already standing in another election.',
      );
    }
    await tx.execute(sql`
      insert into election_candidates (election_id, character_id, party_id, character_name, party_name, is_npp, filed_turn)
      select ${electionId}, c.id, c.party_id, c.name, p.name, false, ${lastTurn + 1}
      from characters c left join parties p on p.id = c.party_id where c.id = ${character.id}`);
    await updateVoteShares(tx, electionId);
    const [share] = (
      await tx.execute<{ vote_share: number }>(sql`
        select vote_share from election_candidates where election_id = ${electionId} and character_id = ${character.id}`)
    ).rows;
    await notify(tx, {
      characterId: character.id,
      kind: 'election_filed',
      title: `You filed for the ${election.state_name ? `${election.state_name} ` : ''}${election.title} election`,
      body: `You are a candidate, with ${((share?.vote_share ?? 0) * 100).toFixed(1)}% of the vote in the polls today.`,
      link: `/elections/${electionId}`,
    });
    const achievementAwarded = await awardAchievement(tx, {
      characterId: character.id,
      achievementId: ACHIEVEMENT_FIRST_CANDIDACY,
      now: input.now,
    });
    return {
      success: true,
      electionId,
      actions: character.actions,
      actionCost: FILE_CANDIDACY_ACTION_COST,
      voteShare: share?.vote_share ?? 0,
      achievementAwarded,
    };
  });
}
