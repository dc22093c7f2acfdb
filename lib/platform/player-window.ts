import { sql, type SQL } from 'drizzle-orm';
import { env } from './env';

const HOUR_MS = 3_600_000;

/**
 * When a choice closes. A choice addressed to a player stays open for its turns or for
 * PLAYER_WINDOW_HOURS of real time, whichever is longer; a non-player's closes with its turns.
 * Both are stored with the choice when it opens, so a replayed turn closes it on the same turn.
 */
export interface ChoiceWindow {
  /** The first turn on which the choice may be closed. */
  closesTurn: number;
  /** Not closed before this instant, even once closesTurn has come. */
  closesAt: Date;
}

export interface OpenWindowInput {
  /** The turn the choice opens on (ctx.turn, or the game state's current turn for a route). */
  turn: number;
  /** Its length in turns. */
  turns: number;
  /** When it opens (ctx.now in a phase, the request's time in a route). */
  now: Date;
  /** Whether a player must answer it; only then does the real-time floor apply. */
  addressedToPlayer: boolean;
  /** Defaults to PLAYER_WINDOW_HOURS. */
  hours?: number;
}

export function openChoiceWindow(input: OpenWindowInput): ChoiceWindow {
  const hours = input.addressedToPlayer ? (input.hours ?? env().PLAYER_WINDOW_HOURS) : 0;
  return {
    closesTurn: input.turn + Math.max(0, input.turns),
    closesAt: new Date(input.now.getTime() + hours * HOUR_MS),
  };
}

/** Whether a window has closed at this turn and instant. */
export function choiceWindowClosed(window: ChoiceWindow, at: { turn: number; now: Date }): boolean {
  return at.turn >= window.closesTurn && at.now.getTime() >= window.closesAt.getTime();
}

/**
 * The same test as SQL, for set-based phases: `where ${choiceWindowClosedSql(t.closesTurn, t.closesAt, ctx)}`.
 * The columns are those the choice stored its window in.
 */
export function choiceWindowClosedSql(
  closesTurnColumn: SQL | unknown,
  closesAtColumn: SQL | unknown,
  at: { turn: number; now: Date },
): SQL {
  return sql`(${closesTurnColumn} <= ${at.turn} and ${closesAtColumn} <= ${at.now.toISOString()}::timestamptz)`;
}
