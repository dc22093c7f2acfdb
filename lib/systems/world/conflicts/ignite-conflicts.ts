import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { states, type ConflictSide } from '@/models';
import type { Db } from '@/lib/platform/db';
import type { TurnContext } from '@/lib/systems/core/turn/types';
import { parseInput } from '@/lib/platform/validation';
import {
  EVENT_INITIAL_CONTROL,
  EVENT_TERRAIN,
  INITIAL_INTENSITY,
  INITIAL_SUPPLY_A,
  INITIAL_SUPPLY_B,
  INTENSITY_PER_SEVERITY,
  SEVERITY_MAX,
  SEVERITY_MIN,
} from './constants';
import { insertConflicts, type PlannedConflict } from './insert-conflicts';
import { tensionAt } from './reference';

export type ConflictIgnition = {
  hostCountryId: string;
  stateId: string | null;
  severity: number;
  cause: 'tension' | 'event';
  sourceEventId?: string;
};

const ignitionsInput = z.array(
  z.object({
    hostCountryId: z.string().min(1),
    stateId: z.string().min(1).nullable(),
    severity: z.number().int().min(SEVERITY_MIN).max(SEVERITY_MAX),
    cause: z.enum(['tension', 'event']),
    sourceEventId: z.string().optional(),
  }),
);

const initialIntensity = (severity: number) => INITIAL_INTENSITY + INTENSITY_PER_SEVERITY * severity;

/**
 * Starts conflicts in one statement. A host state with a seeded tension fights that tension's war;
 * anywhere else (an uprising event) the government faces insurgents of that state. A host state that
 * already has an open conflict, or a state outside its host, is skipped. Returns how many started.
 */
export async function igniteConflicts(
  tx: Db,
  ctx: TurnContext,
  ignitions: ConflictIgnition[],
): Promise<number> {
  const parsed = parseInput(ignitionsInput, ignitions);
  if (parsed.length === 0) return 0;
  const stateIds = [...new Set(parsed.flatMap((i) => (i.stateId ? [i.stateId] : [])))];
  const stateNames = new Map(
    stateIds.length === 0
      ? []
      : (
          await tx
            .select({ id: states.id, name: states.name })
            .from(states)
            .where(inArray(states.id, stateIds))
        ).map((s) => [s.id, s.name]),
  );
  const planned = parsed.map((ignition): PlannedConflict => {
    const tension = tensionAt(ignition.hostCountryId, ignition.stateId);
    const base = {
      hostCountryId: ignition.hostCountryId,
      stateId: ignition.stateId,
      severity: ignition.severity,
      intensity: initialIntensity(ignition.severity),
      status: 'active' as const,
      supplyA: INITIAL_SUPPLY_A,
      cause: ignition.cause,
      sourceEventId: ignition.sourceEventId ?? null,
    };
    if (tension) {
      return {
        ...base,
        name: tension.name,
        region: tension.region,
        type: tension.type,
        bloc: tension.bloc,
        terrain: tension.terrain,
        control: tension.initialControl,
        supplyB: INITIAL_SUPPLY_B,
        sideA: tension.sideA,
        sideB: tension.sideB,
        tensionId: tension.id,
      };
    }
    const place = (ignition.stateId && stateNames.get(ignition.stateId)) ?? ignition.hostCountryId;
    const government: ConflictSide = {
      label: 'Government security forces',
      countries: [ignition.hostCountryId],
      kind: 'government',
      backer: null,
    };
    const rebels: ConflictSide = {
      label: `${place} insurgents`,
      countries: [],
      kind: 'insurgent',
      backer: null,
    };
    return {
      ...base,
      name: `${place} Uprising`,
      region: place,
      type: 'insurgency',
      bloc: 'none',
      terrain: EVENT_TERRAIN,
      control: EVENT_INITIAL_CONTROL,
      supplyB: INITIAL_SUPPLY_B,
      sideA: government,
      sideB: rebels,
      tensionId: null,
    };
  });
  return insertConflicts(tx, ctx.turn, planned, { announce: true });
}
