/** pg_advisory_xact_lock key serializing turn runs (worker clock, admin button, CLI). */
export const TURN_LOCK_KEY = 7_301_001;
/** pg_advisory_lock key held for a worker's lifetime: one active worker, others on standby. */
export const WORKER_LOCK_KEY = 7_301_002;

/** How often the active worker checks the clock and writes its heartbeat. */
export const WORKER_TICK_MS = 5_000;
