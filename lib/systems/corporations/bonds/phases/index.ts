import type { TurnPhase } from '@/lib/systems/core/turn/types';
import { priceBonds } from './price-bonds';
import { serviceBonds } from './service-bonds';

/** Bond phases of the corporations system: pay (or default), then reprice what is left. */
export const bondPhases: readonly TurnPhase[] = [serviceBonds, priceBonds];
