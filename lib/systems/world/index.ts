import type { SystemManifest } from '@/lib/systems/core/manifest';
import { conflictEndpoints } from './conflicts/endpoints';
import { applyWorldDecisionEffects, openWorldDecisions } from './decisions/phases';
import { worldDecisionTemplates } from './decisions/templates';
import { conflictPhases } from './conflicts/phases';
import { seedConflicts } from './conflicts/seed-conflicts';
import { organizationEndpoints } from './organizations/endpoints';
import { organizationPhases } from './organizations/phases';
import { seedOrganizations } from './organizations/seed-organizations';
import { worldEventEndpoints } from './world-events/catalog';
import { worldEventPhases } from './world-events/phases';
import { seedWorldEvents } from './world-events/seed-world-events';

/** Wars and battles, international organizations, crisis and random events. */
export const worldManifest = {
  system: 'world',
  // Decisions' effects first (a ballot cast before the organizations count), then crisis and random events
  // expire and are drawn (an uprising can start a war), conflicts fight, change status and ignite,
  // international organizations vote; last, the decisions all that asks of heads and governors open.
  phases: [
    applyWorldDecisionEffects,
    ...worldEventPhases,
    ...conflictPhases,
    ...organizationPhases,
    openWorldDecisions,
  ],
  endpoints: { ...organizationEndpoints, ...conflictEndpoints },
  clientEndpoints: worldEventEndpoints,
  seedSteps: [
    // Organizations pick their leaders among the politicians offices created, before events move them.
    { id: 'world.organizations', run: (tx, ctx) => seedOrganizations(tx, { turn: ctx.turn }) },
    { id: 'world.conflicts', run: (tx, ctx) => seedConflicts(tx, { turn: ctx.turn }) },
    { id: 'world.events', run: (tx, ctx) => seedWorldEvents(tx, { seed: ctx.options.seed, turn: ctx.turn }) },
  ],
  notificationKinds: {
    world_event: {
      label: 'Events in your state',
      description: 'A crisis or event began in your home state.',
    },
  },
  decisionTemplates: worldDecisionTemplates,
} satisfies SystemManifest;
