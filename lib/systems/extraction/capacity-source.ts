import { sql } from 'drizzle-orm';
import type { CapacityMultiplierSource } from '@/lib/systems/economy/commodities/capacity-multipliers';
import { capacityAllocationCtes, sectorMultipliersSelect } from './capacity-allocation';

/**
 * The extraction system's capacity multipliers for the commodity price run: one row per (state with a
 * capacity document, extraction sector, extractable resource), from capacity and the contracts that
 * count in this turn's run.
 */
export const extractionCapacityLimits: CapacityMultiplierSource = async (_tx, ctx) =>
  sql`with ${capacityAllocationCtes(ctx.turn)} ${sectorMultipliersSelect}`;
