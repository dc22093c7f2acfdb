import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db';
import { gameCalendar } from '@/lib/systems/core/game/calendar';
import { GAME_STATE_ID, gameState } from '@/models';

export interface DesktopClock {
  currentTurn: number;
  currentYear: number;
  gameDateLabel: string;
  isActive: boolean;
  /** When the engine processes the current turn; null while paused. */
  nextTurnAt: Date | null;
  turnDurationMs: number;
}

/** The world clock, or null before a world is seeded. */
export async function readDesktopClock(db: Db): Promise<DesktopClock | null> {
  const [game] = await db.select().from(gameState).where(eq(gameState.id, GAME_STATE_ID));
  if (!game) return null;
  const calendar = gameCalendar(game.startingYear, game.currentTurn);
  return {
    currentTurn: game.currentTurn,
    currentYear: calendar.year,
    gameDateLabel: calendar.label,
    isActive: game.status === 'active' && game.nextTurnAt !== null,
    nextTurnAt: game.nextTurnAt,
    turnDurationMs: game.turnDurationMs,
  };
}

/**
 * The wall-clock time at which the engine processes `turn` (the current turn at nextTurnAt, each later one
 * a turn's length after), as ISO; null while the clock is paused, when no time can be promised.
 */
export function turnProcessedAt(clock: DesktopClock, turn: number): string | null {
  if (!clock.isActive || !clock.nextTurnAt) return null;
  const turnsAhead = Math.max(0, turn - clock.currentTurn);
  return new Date(clock.nextTurnAt.getTime() + turnsAhead * clock.turnDurationMs).toISOString();
}
