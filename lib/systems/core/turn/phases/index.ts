import { advanceClock } from './advance-clock';

/** The clock moves once every system has acted on the turn (core's manifest runs it last). */
export const clockPhases = [advanceClock] as const;
