import { eq, sql } from 'drizzle-orm';
import { currentActionsSql, spendActions } from '@/lib/systems/core/characters/actions';
import { characters } from '@/models';
import { awardAchievement } from '@/lib/systems/core/achievements/award-achievement';
import { withTx, type Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { parseInput } from '@/lib/platform/validation';
import {
  CHARACTER_POSITION_MAX,
  CHARACTER_POSITION_MIN,
  POLICY_SHIFT_ACHIEVEMENT_ID,
  POLICY_SHIFT_ACTION_COST,
  POLICY_SHIFT_INFAMY,
  POLICY_SHIFT_INFLUENCE_FACTOR,
} from './constants';
import { shiftPolicyPositionInput } from './schemas';

export interface PolicyShiftResult {
  success: true;
  axis: 'economic' | 'social';
  economic: number;
  social: number;
  actions: number;
  actionCost: number;
  politicalInfluence: number;
  nationalInfluence: number;
  infamy: number;
  achievementAwarded: boolean;
}

/**
 * POST /api/settings/policy: moves the caller's position one step on one axis. Costs: 15 actions,
 * political and national influence to floor(current × 0.95) (never below 0), +5 infamy. One conditional
 * UPDATE (core's spendActions) spends them and locks the row, so parallel shifts serialize on it and never
 * overspend actions; the position moves next, in policy's own UPDATE. A shift that would leave -5..+5 is
 * POLICY_POSITION_OUT_OF_RANGE (400) and too few actions INSUFFICIENT_ACTIONS (409), both changing nothing.
 * The first successful shift awards `policy_shift`. The rules: docs/policy.md.
 */
export async function shiftPolicyPosition(
  db: Db,
  input: { userId: string; axis: unknown; direction: unknown; now?: Date },
): Promise<PolicyShiftResult> {
  const { axis, direction } = parseInput(shiftPolicyPositionInput, {
    axis: input.axis,
    direction: input.direction,
  });
  const column = axis === 'economic' ? sql.raw('policy_economic') : sql.raw('policy_social');
  return withTx(db, async (tx) => {
    // Core spends the actions and the standing (which locks the row); the position is policy's to move.
    const spent = await spendActions<{
      id: string;
      actions: number;
      political_influence: number;
      national_influence: number;
      infamy: number;
    }>(
      tx,
      { userId: input.userId },
      POLICY_SHIFT_ACTION_COST,
      sql`id, actions, political_influence, national_influence, infamy`,
      {
        where: sql`${column} + ${direction} between ${CHARACTER_POSITION_MIN} and ${CHARACTER_POSITION_MAX}`,
        standing: { influenceFactor: POLICY_SHIFT_INFLUENCE_FACTOR, infamy: POLICY_SHIFT_INFAMY },
      },
    );
    const moved = spent
      ? await tx.execute<{ policy_economic: number; policy_social: number }>(sql`
          update characters
          set policy_economic = policy_economic + ${axis === 'economic' ? direction : 0},
              policy_social = policy_social + ${axis === 'social' ? direction : 0}
          where id = ${spent.id}
          returning policy_economic, policy_social`)
      : null;
    const row = spent && moved?.rows[0] ? { ...spent, ...moved.rows[0] } : undefined;
    if (!row) {
      const [character] = await tx
        .select({
          economic: characters.policyEconomic,
          social: characters.policySocial,
          actions: sql<number>`${currentActionsSql()}`,
        })
        .from(characters)
        .where(eq(characters.userId, input.userId));
      if (!character) throw new AppError('NOT_FOUND', 'You have no character yet.');
      const next = character[axis] + direction;
      if (next < CHARACTER_POSITION_MIN || next > CHARACTER_POSITION_MAX) {
        throw new AppError(
          'POLICY_POSITION_OUT_OF_RANGE',
          `Your ${axis} position is already ${character[axis]}; it stays between ${CHARACTER_POSITION_MIN} and +${CHARACTER_POSITION_MAX}.`,
        );
      }
      throw new AppError(
        'INSUFFICIENT_ACTIONS',
        `A policy shift costs ${POLICY_SHIFT_ACTION_COST} actions; you have ${character.actions}.`,
        { details: { required: POLICY_SHIFT_ACTION_COST, available: character.actions } },
      );
    }
    const achievementAwarded = await awardAchievement(tx, {
      characterId: row.id,
      achievementId: POLICY_SHIFT_ACHIEVEMENT_ID,
      now: input.now,
    });
    return {
      success: true,
      axis,
      economic: row.policy_economic,
      social: row.policy_social,
      actions: row.actions,
      actionCost: POLICY_SHIFT_ACTION_COST,
      politicalInfluence: row.political_influence,
      nationalInfluence: row.national_influence,
      infamy: row.infamy,
      achievementAwarded,
    };
  });
}
