import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { PRIME_RATE_RULE as R } from './constants';

/** The chair's rule in words, for refusals and the page: bounds, step and cooldown. */
export const RATE_RULE_TEXT = `between ${R.bounds.min}% and ${R.bounds.max}% in steps of ${R.bounds.increment} points, at most once every ${R.cooldownTurns} turns`;

export interface ChairRateDecision {
  countryId: string;
  rate: number;
  previousRate: number;
  decidedTurn: number;
  /** The first turn on which the chair may move the rate again once this decision applies. */
  nextDecisionTurn: number;
}

/** Whether a rate is inside the rule's bounds and on its increment. */
export function rateWithinRule(rate: number): boolean {
  const steps = (rate - R.bounds.min) / R.bounds.increment;
  return rate >= R.bounds.min && rate <= R.bounds.max && Math.abs(steps - Math.round(steps)) < 1e-9;
}

/**
 * Records a player chair's rate decision for the next rate phase to apply. Politics checks the chair; this
 * checks the rule: out of bounds or off the increment is a 400 naming them, a decision inside the cooldown
 * since the last change a 409. A decision not yet applied may be replaced on the same turn.
 */
export async function recordChairRateDecision(
  tx: Db,
  input: { countryId: string; rate: number; turn: number },
): Promise<ChairRateDecision> {
  if (!rateWithinRule(input.rate)) {
    throw new AppError('RATE_OUT_OF_BOUNDS', `The rate must be ${RATE_RULE_TEXT}.`, {
      details: { min: R.bounds.min, max: R.bounds.max, increment: R.bounds.increment },
    });
  }
  const rows = await tx.execute<{ prime_rate: string; prime_rate_changed_turn: number }>(sql`
    select prime_rate, prime_rate_changed_turn from country_economies where country_id = ${input.countryId} for update`);
  const economy = rows.rows[0];
  if (!economy) throw new AppError('NOT_FOUND', 'This country has no central bank.');
  const nextDecisionTurn = economy.prime_rate_changed_turn + R.cooldownTurns;
  if (input.turn < nextDecisionTurn) {
    throw new AppError(
      'RATE_COOLDOWN',
      `The rate last changed on turn ${economy.prime_rate_changed_turn}; the next decision is due on turn ${nextDecisionTurn}.`,
      { details: { nextDecisionTurn, cooldownTurns: R.cooldownTurns } },
    );
  }
  await tx.execute(sql`
    update country_economies set chair_rate = ${input.rate}, chair_rate_turn = ${input.turn}
    where country_id = ${input.countryId}`);
  return {
    countryId: input.countryId,
    rate: input.rate,
    previousRate: Number(economy.prime_rate),
    decidedTurn: input.turn,
    nextDecisionTurn: input.turn + R.cooldownTurns,
  };
}

/**
 * Tells the rate phase which countries' chairs are players (politics knows the seats): there the Taylor
 * rule stands aside and only the chair's decisions move the rate. One statement for every country.
 */
export async function markPlayerRateChairs(tx: Db, countryIds: readonly string[]): Promise<void> {
  const players = sql`array(select jsonb_array_elements_text(${JSON.stringify([...countryIds].sort())}::jsonb))`;
  await tx.execute(sql`
    update country_economies set rate_set_by_player_chair = (country_id = any(${players}))
    where rate_set_by_player_chair <> (country_id = any(${players}))`);
}
