import { sql } from 'drizzle-orm';
import { currentActionsSql, spendActionsSql } from '@/lib/systems/core/characters/actions';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { currentTurn } from '@/lib/systems/core/game/current-turn';
import { newObjectId } from '@/lib/platform/ids';
import { balanceAfter, centsToUnits, postLedgerRows, unitsToCents } from '@/lib/systems/core/money';
import { FIRST_FUNDRAISE_ACHIEVEMENT_ID, FUNDRAISE_ACTION_COST, FUNDRAISING_SOURCE } from './constants';
import { projectedIncome } from './projected-income';

export interface FundraiseResult {
  success: true;
  raised: number;
  actionCost: number;
  actions: number;
  campaignFunds: number;
  achievementAwarded: boolean;
}

/**
 * POST /api/actions/fundraise: spends FUNDRAISE_ACTION_COST actions and pays exactly projectedIncome
 * (docs/characters.md; from the character's donor base and influence before the action) into campaign
 * funds, issued from the FUNDRAISING_SOURCE system account. One conditional UPDATE takes the actions, so
 * parallel calls can never overspend; too few actions is INSUFFICIENT_ACTIONS (409) and changes nothing.
 */
export async function fundraise(db: Db, input: { userId: string }): Promise<FundraiseResult> {
  return withTx(db, async (tx) => {
    const found = await tx.execute<{
      id: string;
      actions: number;
      donor_base_level: number;
      political_influence: number;
      currency_code: string;
    }>(sql`
      select c.id, ${currentActionsSql('c')} as actions, c.donor_base_level, c.political_influence, co.currency_code
      from characters c join countries co on co.id = c.country_id
      where c.user_id = ${input.userId} for update of c`);
    const character = found.rows[0];
    if (!character) throw new AppError('NOT_FOUND', 'You have no character yet; create one first.');
    if (character.actions < FUNDRAISE_ACTION_COST) {
      throw new AppError(
        'INSUFFICIENT_ACTIONS',
        `Fundraising costs ${FUNDRAISE_ACTION_COST} actions; you have ${character.actions}.`,
        { details: { required: FUNDRAISE_ACTION_COST, available: character.actions } },
      );
    }
    const raisedCents = unitsToCents(
      projectedIncome(character.donor_base_level, character.political_influence),
    );
    const turn = await currentTurn(tx);
    const transferId = `${FUNDRAISING_SOURCE}-${newObjectId()}`;
    const updated = await tx.execute<{ actions: number }>(sql`
      update characters set ${spendActionsSql(FUNDRAISE_ACTION_COST)}
      where id = ${character.id} and ${currentActionsSql()} >= ${FUNDRAISE_ACTION_COST}
      returning actions`);
    const balances = await postLedgerRows(tx, { id: transferId, reason: FUNDRAISING_SOURCE, turn }, [
      {
        accountType: 'character_funds',
        accountId: character.id,
        currencyCode: character.currency_code,
        cents: raisedCents,
      },
      {
        accountType: 'system',
        accountId: FUNDRAISING_SOURCE,
        currencyCode: character.currency_code,
        cents: -raisedCents,
      },
    ]);
    const row = updated.rows[0]!;
    const achievementAwarded = await awardAchievement(tx, {
      characterId: character.id,
      achievementId: FIRST_FUNDRAISE_ACHIEVEMENT_ID,
    });
    return {
      success: true,
      raised: centsToUnits(raisedCents),
      actionCost: FUNDRAISE_ACTION_COST,
      actions: row.actions,
      campaignFunds: centsToUnits(balanceAfter(balances, 'character_funds', character.id)),
      achievementAwarded,
    };
  });
}
