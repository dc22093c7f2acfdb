import { createRunCommodityPrices } from '@/lib/systems/economy/commodities/phases';
import { extractionCapacityLimits } from '@/lib/systems/extraction/capacity-source';
import { TURN_SYSTEMS, type TurnPhase, type TurnSystem } from '@/lib/systems/core/turn/types';
import type { SystemManifest } from '@/lib/systems/core/manifest';
import { manifestOf, replaceById, SYSTEM_MANIFESTS } from '@/lib/systems/game/manifests';

/** The commodity price run reads the extraction system's state capacity and contracts, wired here. */
const runCommodityPrices = createRunCommodityPrices(extractionCapacityLimits);

/** Each system's phases in run order, from its manifest (lib/systems/<system>/index.ts). */
export const phasesBySystem: Readonly<Record<TurnSystem, readonly TurnPhase[]>> = {
  ...(Object.fromEntries(TURN_SYSTEMS.map((system) => [system, manifestOf[system].phases])) as Record<
    TurnSystem,
    readonly TurnPhase[]
  >),
  economy: replaceById(manifestOf.economy.phases, runCommodityPrices),
};

/** Phases that run once every system has acted (core's clock), in manifest order. */
export const lastPhases: readonly TurnPhase[] = (SYSTEM_MANIFESTS as readonly SystemManifest[]).flatMap(
  (m) => m.lastPhases ?? [],
);

/** Every phase in the order a turn runs them: systems in TURN_SYSTEMS order, each list's order, then the last ones. */
export const turnPhases: readonly TurnPhase[] = [
  ...TURN_SYSTEMS.flatMap((system) => phasesBySystem[system]),
  ...lastPhases,
];

/** A registered phase by id; throws for an unknown id so a typo fails loudly. */
export function phaseById(id: string, phases: readonly TurnPhase[] = turnPhases): TurnPhase {
  const phase = phases.find((candidate) => candidate.id === id);
  if (!phase) throw new Error(`no turn phase '${id}'`);
  return phase;
}
