import { DEMO_CORPORATION_OWNERS } from '@/lib/systems/core/world-plan/constants';
import { countryReferences } from '@/lib/systems/core/world-plan/reference';
import type { SeedContext } from '@/lib/systems/core/world-plan/seed-context';
import { sectorReferences } from '@/lib/systems/economy/macro/reference';
import type { CorporationPlanInput } from './plan-corporations';

function npcIdsByCountry(npcs: readonly { id?: string; countryId: string }[]): Record<string, string[]> {
  const byCountry: Record<string, string[]> = {};
  for (const npc of npcs) (byCountry[npc.countryId] ??= []).push(npc.id!);
  return byCountry;
}

/** The opening corporations' input from the world plan: every country, state and sector, and the demo owners. */
export function corporationSeedInput(ctx: SeedContext): CorporationPlanInput {
  return {
    seed: ctx.options.seed,
    scale: ctx.options.scale,
    turn: ctx.turn,
    countries: countryReferences.map((c) => ({
      id: c.id,
      currencyCode: c.currencyCode,
      forexRate: c.forexRate,
      firstNames: c.names.first,
      lastNames: c.names.last,
    })),
    states: ctx.plan.states,
    sectorTypes: sectorReferences.map((s) => s.id),
    npcIdsByCountry: npcIdsByCountry(ctx.plan.npcs),
    playerOwners: ctx.demoUsers.flatMap(({ account, characterId }) =>
      account.character && DEMO_CORPORATION_OWNERS.includes(account.username)
        ? [{ characterId, countryId: account.character.countryId, stateId: account.character.stateId }]
        : [],
    ),
  };
}
