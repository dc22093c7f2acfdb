/** A worker whose newest heartbeat is older than this is reported unhealthy (several missed beats). */
export const WORKER_STALE_AFTER_SECONDS = 90;
/** A health probe must answer promptly even when the database hangs instead of refusing. */
export const DATABASE_PROBE_TIMEOUT_MS = 3_000;
