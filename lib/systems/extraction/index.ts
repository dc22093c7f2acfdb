import type { SystemManifest } from '@/lib/systems/core/manifest';
import { extractionEndpoints } from './catalog';
import { extractionPhases } from './phases';
import { seedExtractionStrategies } from './seed-extraction-strategies';

/**
 * Resource capacity, extraction contracts and offers, research. Its capacity also limits the commodity
 * price run and the commodities seed: the game wires those into economy's phase and seed step.
 */
export const extractionManifest = {
  system: 'extraction',
  phases: [...extractionPhases],
  endpoints: {},
  clientEndpoints: extractionEndpoints,
  seedSteps: [{ id: 'extraction.strategies', run: (tx) => seedExtractionStrategies(tx) }],
  notificationKinds: {
    extraction_offer_decided: {
      label: 'Extraction offers',
      description: 'A state accepted or rejected your corporation’s extraction offer.',
    },
  },
} satisfies SystemManifest;
