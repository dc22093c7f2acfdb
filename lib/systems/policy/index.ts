import type { SystemManifest } from '@/lib/systems/core/manifest';
import { policyEndpoints } from './endpoints';
import { policyPhases } from './phases';
import { seedPolicySystem } from './seed-policy-system';

/** Metrics, policy records, positions and approval. */
export const policyManifest = {
  system: 'policy',
  phases: [...policyPhases],
  endpoints: policyEndpoints,
  clientEndpoints: {},
  seedSteps: [
    {
      id: 'policy.system',
      run: (tx, ctx) =>
        seedPolicySystem(tx, {
          seed: ctx.options.seed,
          states: ctx.plan.states.map((s) => ({
            id: s.id,
            countryId: s.countryId,
            population: s.population,
          })),
          turn: ctx.turn,
          now: ctx.now,
        }),
    },
  ],
  notificationKinds: {},
} satisfies SystemManifest;
