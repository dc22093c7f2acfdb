export const DEFAULT_TURN_DURATION_MS = 5 * 60 * 1000;
export const DEFAULT_STARTING_YEAR = 2025;
/** One turn is one game week. */
export const DAYS_PER_TURN = 7;
