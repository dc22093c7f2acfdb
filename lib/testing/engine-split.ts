// Which integration files CI runs on which PostgreSQL (docs/testing.md, "Two server versions").
//
// `npm test` without TEST_DATABASE_URL (a developer machine) runs every integration file on the embedded
// PostgreSQL 18 that `npm start` runs. CI (`.ci/run`) runs each file once, where it tells us something:
// - TEST_ENGINE_SPLIT=server, with TEST_DATABASE_URL naming Debian's PostgreSQL 15, the oldest version we
//   support: every integration file except EMBEDDED_FIRST. Every statement the game issues runs there
//   through the endpoint, domain and turn suites, so a feature 15 lacks fails there;
// - TEST_ENGINE_SPLIT=embedded: EMBEDDED_FIRST and VERSION_SENSITIVE on embedded PostgreSQL 18.

/**
 * Long suites whose statements the server-version pass already runs through the domain, endpoint and
 * turn suites; what they add (200 turns of dynamics; 1,457 hostile requests, nearly all refused by
 * validation before any SQL) does not depend on the server's version, so they run once, on the engine
 * production runs.
 */
export const EMBEDDED_FIRST = [
  'lib/systems/game/turn/world-engine.int.test.ts',
  'lib/systems/game/api-catalog/hostile-input.int.test.ts',
] as const;

/**
 * Suites whose subject behaves differently across server versions, run on both: statistics views and
 * functions (asynchronous since 15: pg_stat_user_tables, pg_stat_xact_user_tables, pg_stat_activity),
 * VACUUM, system columns and transaction ids (xmin, txid_current), triggers, LISTEN/NOTIFY and
 * pg_terminate_backend, advisory locks and lock waits. A new suite that asserts on any of these joins
 * the list (engine-split.test.ts fails until it does).
 */
export const VERSION_SENSITIVE = [
  'lib/testing/incremental-ledger.int.test.ts',
  'lib/testing/write-marks.int.test.ts',
  'lib/systems/game/turn/run-turn.int.test.ts',
  'lib/systems/game/turn/two-workers.int.test.ts',
  'lib/systems/core/money/money.int.test.ts',
  'lib/systems/core/characters/actions.int.test.ts',
  'lib/systems/core/live/live-stream.int.test.ts',
  'workers/turn-worker.int.test.ts',
  // Answers racing each other and the turn under its advisory lock.
  'lib/systems/game/decisions/decisions.int.test.ts',
] as const;

/** SQL in an integration file that makes it version-sensitive (see VERSION_SENSITIVE). */
export const VERSION_SENSITIVE_SQL = [
  /\bpg_stat_\w+/i,
  /\bpg_current_wal_\w+/i,
  /\btxid_\w+|\bpg_current_xact_id\b/i,
  /\bxmin\b/i,
  /\bvacuum\b/i,
  /\bcreate\s+trigger\b|\btrackWrites\b/i,
  /\bpg_notify\b|\bLISTEN\s/,
  /\bpg_terminate_backend\b|\bpg_cancel_backend\b/i,
  /\bpg_advisory_\w+/i,
  /\bmerge\s+into\b|\bjson_table\b|\bany_value\b|\bnulls\s+not\s+distinct\b/i,
];

export type EngineSplit = 'server' | 'embedded' | undefined;

/** The include/exclude globs of the integration project for TEST_ENGINE_SPLIT. */
export function integrationFiles(split: string | undefined): { include?: string[]; exclude: string[] } {
  if (split === undefined || split === '') return { exclude: [] };
  if (split === 'server') return { exclude: [...EMBEDDED_FIRST] };
  if (split === 'embedded') return { include: [...EMBEDDED_FIRST, ...VERSION_SENSITIVE], exclude: [] };
  throw new Error(`TEST_ENGINE_SPLIT must be "server" or "embedded", not "${split}"`);
}
