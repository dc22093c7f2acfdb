import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { formatMoney } from '@/lib/platform/browser/format';
import type { NextStep, NextStepCharacter } from '../manifest';
import { currentActionsSql } from './actions';
import { ACTIONS_CAP, ACTIONS_PER_TURN, FUNDRAISE_ACTION_COST } from './constants';
import { projectedIncome } from './projected-income';

/**
 * Actions waiting to be spent: fundraising is the one every character can do, and actions past the cap are
 * lost, so the step stays while a fundraise's worth is unspent (every turn refills some).
 */
export async function actionsNextSteps(db: Db, character: NextStepCharacter | null): Promise<NextStep[]> {
  if (!character) return [];
  const [row] = (
    await db.execute<{
      actions: number;
      donor_base_level: number;
      political_influence: number;
      currency_code: string;
    }>(sql`
      select ${currentActionsSql('c')} as actions, c.donor_base_level, c.political_influence, co.currency_code
      from characters c join countries co on co.id = c.country_id where c.id = ${character.id}`)
  ).rows;
  if (!row || row.actions < FUNDRAISE_ACTION_COST) return [];
  const raise = formatMoney(
    projectedIncome(row.donor_base_level, Number(row.political_influence)),
    row.currency_code,
  );
  return [
    {
      kind: 'spend-actions',
      label: `Spend your actions (${row.actions} of ${ACTIONS_CAP})`,
      detail:
        `Fundraising costs ${FUNDRAISE_ACTION_COST} actions and raises ${raise} in campaign funds. ` +
        `You regain ${ACTIONS_PER_TURN} each turn, up to ${ACTIONS_CAP}.`,
      action: 'Fundraise',
      href: '/#fundraise',
      priority: row.actions >= ACTIONS_CAP - ACTIONS_PER_TURN ? 5 : 60,
    },
  ];
}
