import { randomUUID } from 'node:crypto';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import { sql } from 'drizzle-orm';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { balanceAfter, centsToUnits, postLedgerRows, unitsToCents } from '@/lib/systems/core/money';
import { parseInput } from '@/lib/platform/validation';
import { CAMPAIGN_ACTION_COST, CAMPAIGN_SPENDING_SINK } from './constants';
import { lastProcessedTurn } from './election-phase';
import { campaignActionEffect } from './campaign-actions';
import { campaignInput } from './schemas';
import { updateVoteShares } from './phases/update-vote-shares';

export interface CampaignResult {
  success: true;
  electionId: string;
  spent: number;
  totalSpend: number;
  campaignFunds: number;
  actions: number;
  actionCost: number;
  voteShare: number;
}

/**
 * POST /api/elections/[id]/campaign {amount}: a candidate still in the race spends campaign funds on it.
 * One transaction: CAMPAIGN_ACTION_COST actions spent (WHERE funds and actions suffice, which locks the
 * row), the candidacy checks, the spend on the candidacy, the funds posted through core/money (the
 * character's funds and the CAMPAIGN_SPENDING_SINK), and the election's live shares recomputed.
 */
export async function campaign(
  db: Db,
  input: { userId: string; electionId: unknown; amount: unknown },
): Promise<CampaignResult> {
  const { electionId, amount } = parseInput(campaignInput, {
    electionId: input.electionId,
    amount: input.amount,
  });
  const cents = unitsToCents(amount);
  return withTx(db, async (tx) => {
    const character = await spendActions<{
      id: string;
      actions: number;
      campaign_funds_cents: number;
      currency_code: string;
    }>(
      tx,
      { userId: input.userId },
      CAMPAIGN_ACTION_COST,
      sql`id, actions, campaign_funds_cents,
        (select co.currency_code from countries co where co.id = characters.country_id) as currency_code`,
      { where: sql`campaign_funds_cents >= ${cents}` },
    );
    if (!character) {
      const [existing] = (
        await tx.execute<{ actions: number; campaign_funds_cents: number }>(sql`
          select ${currentActionsSql()} as actions, campaign_funds_cents from characters where user_id = ${input.userId}`)
      ).rows;
      if (!existing) throw new AppError('NOT_FOUND', 'You have no character yet.');
      if (existing.actions < CAMPAIGN_ACTION_COST) {
        throw new AppError(
          'INSUFFICIENT_ACTIONS',
          `Campaigning costs ${CAMPAIGN_ACTION_COST} actions; you have ${existing.actions}.`,
          { details: { required: CAMPAIGN_ACTION_COST, available: existing.actions } },
        );
      }
      throw new AppError(
        'CONFLICT',
        `You have ${centsToUnits(Number(existing.campaign_funds_cents))} in campaign funds, less than ${amount}.`,
      );
    }
    const lastTurn = await lastProcessedTurn(tx);
    const credited = await tx.execute<{ total: number }>(sql`
      update election_candidates ec set campaign_spend_cents = ec.campaign_spend_cents + ${cents}
      from elections e
      where e.id = ec.election_id and ec.election_id = ${electionId} and ec.character_id = ${character.id}
        and not ec.eliminated_in_primary and e.status <> 'closed' and e.end_turn > ${lastTurn}
      returning ec.campaign_spend_cents as total`);
    if (credited.rows.length === 0) {
      throw new AppError('CONFLICT', 'You are not a candidate still in the race in this election.');
    }
    // The old address is advertising: it adds awareness like POST /actions {kind: 'advertise'}.
    const [prior] = (
      await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from campaign_actions
        where election_id = ${electionId} and character_id = ${character.id} and kind = 'advertise'
          and turn = ${lastTurn + 1} and state_id is null`)
    ).rows;
    await tx.execute(sql`
      insert into campaign_actions (id, election_id, character_id, kind, state_id, turn, actions_spent, amount_cents, effect)
      values (${randomUUID()}, ${electionId}, ${character.id}, 'advertise', null, ${lastTurn + 1},
              ${CAMPAIGN_ACTION_COST}, ${cents}, ${campaignActionEffect('advertise', prior?.n ?? 0, amount)})`);
    const transferId = `campaign-${randomUUID()}`;
    // The update above locked the row after checking the funds, so this debit cannot be refused.
    const balances = await postLedgerRows(
      tx,
      { id: transferId, reason: 'campaign_spending', turn: lastTurn + 1 },
      [
        {
          accountType: 'character_funds',
          accountId: character.id,
          currencyCode: character.currency_code,
          cents: -cents,
        },
        {
          accountType: 'system',
          accountId: CAMPAIGN_SPENDING_SINK,
          currencyCode: character.currency_code,
          cents,
        },
      ],
    );
    await updateVoteShares(tx, electionId);
    const [share] = (
      await tx.execute<{ vote_share: number }>(sql`
        select vote_share from election_candidates where election_id = ${electionId} and character_id = ${character.id}`)
    ).rows;
    return {
      success: true,
      electionId,
      spent: amount,
      totalSpend: centsToUnits(Number(credited.rows[0]!.total)),
      campaignFunds: centsToUnits(balanceAfter(balances, 'character_funds', character.id)),
      actions: character.actions,
      actionCost: CAMPAIGN_ACTION_COST,
      voteShare: share?.vote_share ?? 0,
    };
  });
}
