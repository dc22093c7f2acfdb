import { GAME_STATE_ID } from '@/models';
import { sql } from 'drizzle-orm';

/**
 * The game_state row's version: the row itself as text. Any change to any column by any writer
 * (turn engine, admin, seed) changes it, with no version column to maintain and no system column
 * such as xmin, which Postgres-compatible engines lack. It is read in the admission statement, so
 * checking a cache against it costs no extra round trip.
 */
export const WORLD_VERSION_SQL = sql`(select game_state::text from game_state where id = ${GAME_STATE_ID})`;

/** The world's turn, for what compares two servers' turns (the read replica's lag) without a version. */
export const WORLD_TURN_SQL = sql<
  number | null
>`(select current_turn from game_state where id = ${GAME_STATE_ID})`;

/**
 * The turn a world version names: game_state's second column is current_turn, so the row's text begins
 * `(current,<turn>,`. Null for a null or unexpected version.
 */
export function worldTurnOf(version: string | null | undefined): number | null {
  const match = version ? /^\([^,]*,(\d+)[,)]/.exec(version) : null;
  return match ? Number(match[1]) : null;
}

/** The same version, as a column of a query on game_state. */
export const ROW_VERSION_SQL = sql<string>`game_state::text`;

/**
 * One value per database handle, remembered with the world version it was read at. Only for data
 * that is a pure function of the game_state row: anything else changes between versions.
 */
export class WorldVersionCache<T> {
  private readonly entries = new WeakMap<object, { version: string; value: T }>();

  /** The cached value when `version` is the one it was read at; a null version never matches. */
  get(scope: object, version: string | null | undefined): T | undefined {
    const entry = this.entries.get(scope);
    return version && entry?.version === version ? entry.value : undefined;
  }

  set(scope: object, version: string, value: T): void {
    this.entries.set(scope, { version, value });
  }
}
