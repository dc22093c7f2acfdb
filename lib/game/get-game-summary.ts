import { eq } from 'drizzle-orm';
import { gameState } from '@/models';
import type { Db } from '../db';
import { gameCalendar } from './calendar';
import { GAME_STATE_ID } from './constants';
import type { GameSummary } from './schemas';

/** The world clock as players see it; before a world exists it is found:false. */
export async function getGameSummary(db: Db): Promise<({ found: true } & GameSummary) | { found: false }> {
  const [state] = await db.select().from(gameState).where(eq(gameState.id, GAME_STATE_ID)).limit(1);
  if (!state) return { found: false };
  const calendar = gameCalendar(state.startingYear, state.currentTurn);
  const isActive = state.status === 'active';
  return {
    found: true,
    currentTurn: state.currentTurn,
    displayTurn: state.currentTurn,
    currentYear: calendar.year,
    startingYear: state.startingYear,
    gameDate: calendar.gameDate,
    gameDateLabel: calendar.label,
    calendar: { month: calendar.month, weekOfMonth: calendar.weekOfMonth, year: calendar.year },
    // REFERENCE.md: no turn is scheduled while paused.
    nextTurnAt: isActive ? (state.nextTurnAt?.toISOString() ?? null) : null,
    lastTurnAt: state.lastTurnAt?.toISOString() ?? null,
    turnDurationMs: state.turnDurationMs,
    status: state.status,
    isActive,
    fastMode: state.fastMode,
    preset: state.preset,
    iteration:
      state.iterationType !== null && state.iterationNumber !== null
        ? { type: state.iterationType, number: state.iterationNumber }
        : null,
  };
}
