import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import { NOMINATION_VOTE_ACTION_COST } from './constants';
import { currentTurn, playerCharacter, spendOrRefuse } from './office-holder';
import { nominationIdParams, nominationVoteBody } from './schemas';

/**
 * POST /api/executive/nominations/[id]/vote {vote}: a member of the consenting chamber votes once on a
 * pending nomination, for NOMINATION_VOTE_ACTION_COST actions. Refusals write nothing: 404, 403
 * NOT_A_LEGISLATOR, 409 NOMINATION_CLOSED / ALREADY_VOTED / INSUFFICIENT_ACTIONS.
 */
export async function voteOnNomination(
  db: Db,
  input: { userId: string; nominationId: unknown; vote: unknown },
): Promise<{
  nominationId: string;
  vote: 'yes' | 'no';
  tally: { yes: number; no: number };
  actions: number;
}> {
  const { id } = parseInput(nominationIdParams, { id: input.nominationId });
  const { vote } = parseInput(nominationVoteBody, { vote: input.vote });
  return withTx(db, async (tx) => {
    const character = await playerCharacter(tx, input.userId);
    const rows = await tx.execute<{ status: string; member: boolean }>(sql`
      select n.status, exists (select 1 from seats s join offices o on o.id = s.office_id
        where o.chamber_id = n.chamber_id and s.is_voting and s.holder_character_id = ${character.id}) as member
      from nominations n where n.id = ${id} for update of n`);
    const nomination = rows.rows[0];
    if (!nomination) throw new AppError('NOT_FOUND', 'No such nomination.');
    if (!nomination.member) {
      throw new AppError(
        'NOT_A_LEGISLATOR',
        'Only a member of the consenting chamber votes on this nomination.',
      );
    }
    if (nomination.status !== 'pending') {
      throw new AppError('NOMINATION_CLOSED', 'This nomination has been decided.');
    }
    const turn = await currentTurn(tx);
    const inserted = await tx.execute(sql`
      insert into nomination_votes (nomination_id, character_id, vote, turn)
      values (${id}, ${character.id}, ${vote}, ${turn}) on conflict do nothing returning nomination_id`);
    if (inserted.rows.length === 0)
      throw new AppError('ALREADY_VOTED', 'You have already voted on this nomination.');
    const actions = await spendOrRefuse(tx, character, NOMINATION_VOTE_ACTION_COST, 'A vote');
    const tally = await tx.execute<{ yes: number; no: number }>(sql`
      update nominations set yes_votes = yes_votes + ${vote === 'yes' ? 1 : 0}, no_votes = no_votes + ${vote === 'no' ? 1 : 0}
      where id = ${id} returning yes_votes as yes, no_votes as no`);
    return { nominationId: id, vote, tally: tally.rows[0]!, actions };
  });
}
