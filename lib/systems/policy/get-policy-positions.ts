import { eq, sql } from 'drizzle-orm';
import { currentActionsSql } from '@/lib/systems/core/characters/actions';
import { characters, countries, states } from '@/models';
import type { Db } from '@/lib/platform/db';
import { CHARACTER_POSITION_MAX, CHARACTER_POSITION_MIN, POLICY_SHIFT_ACTION_COST } from './constants';

export interface PolicyPositionsResponse {
  hasCharacter: boolean;
  economic: number | null;
  social: number | null;
  actions: number;
  shiftCost: number;
  min: number;
  max: number;
  countryId: string | null;
  countryName: string | null;
  stateId: string | null;
  stateName: string | null;
}

/** GET /api/settings/policy: the caller's two positions, actions and shift cost, and home country and state. */
export async function getPolicyPositions(
  db: Db,
  input: { userId: string },
): Promise<PolicyPositionsResponse> {
  const [row] = await db
    .select({
      economic: characters.policyEconomic,
      social: characters.policySocial,
      actions: sql<number>`${currentActionsSql()}`,
      countryId: characters.countryId,
      countryName: countries.name,
      stateId: characters.stateId,
      stateName: states.name,
    })
    .from(characters)
    .innerJoin(countries, eq(countries.id, characters.countryId))
    .innerJoin(states, eq(states.id, characters.stateId))
    .where(eq(characters.userId, input.userId));
  const base = {
    shiftCost: POLICY_SHIFT_ACTION_COST,
    min: CHARACTER_POSITION_MIN,
    max: CHARACTER_POSITION_MAX,
  };
  if (!row) {
    return {
      hasCharacter: false,
      economic: null,
      social: null,
      actions: 0,
      countryId: null,
      countryName: null,
      stateId: null,
      stateName: null,
      ...base,
    };
  }
  return { hasCharacter: true, ...row, ...base };
}
