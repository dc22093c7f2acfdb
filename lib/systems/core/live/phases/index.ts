import { pruneLiveEvents } from './prune-live-events';

export const livePhases = [pruneLiveEvents] as const;
