import { eq, getTableColumns } from 'drizzle-orm';
import { GAME_STATE_ID, gameState } from '@/models';
import type { Db } from '@/lib/platform/db';
import { gameCalendar } from './calendar';
import type { GameSummary } from './schemas';
import { ROW_VERSION_SQL, WorldVersionCache } from '@/lib/platform/db/world-version';

type GameSummaryResult = ({ found: true } & GameSummary) | { found: false };

// The summary is a pure function of the game_state row, so the row's version is a complete cache key.
const cache = new WorldVersionCache<GameSummaryResult>();

/**
 * The world clock as players see it; before a world exists it is found:false. Pass the world version
 * the request already read (V1Context.worldVersion) to skip the query while the row is unchanged.
 */
export async function getGameSummary(
  db: Db,
  options: { worldVersion?: string | null } = {},
): Promise<GameSummaryResult> {
  const cached = cache.get(db, options.worldVersion);
  if (cached) return cached;
  const [state] = await db
    .select({ ...getTableColumns(gameState), version: ROW_VERSION_SQL })
    .from(gameState)
    .where(eq(gameState.id, GAME_STATE_ID))
    .limit(1);
  if (!state) return { found: false };
  const summary = summarize(state);
  cache.set(db, state.version, summary);
  return summary;
}

function summarize(state: typeof gameState.$inferSelect): GameSummaryResult {
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
    // No turn is scheduled while paused (docs/api-contract.md).
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
