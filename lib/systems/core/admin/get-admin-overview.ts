import { desc, sql } from 'drizzle-orm';
import { gameState, turns } from '@/models';
import type { Db } from '@/lib/platform/db';

const RECENT_TURNS = 20;

/** What the admin dashboard shows: the clock, where recent turns spent their time, and world size. */
export async function getAdminOverview(db: Db) {
  const [state] = await db.select().from(gameState);
  const recentTurns = await db.select().from(turns).orderBy(desc(turns.turn)).limit(RECENT_TURNS);
  const [counts] = (
    await db.execute<{
      users: number;
      characters: number;
      playerCharacters: number;
      activeApiKeys: number;
    }>(sql`
      select (select count(*)::int from users) as "users",
             (select count(*)::int from characters) as "characters",
             (select count(*)::int from characters where user_id is not null) as "playerCharacters",
             (select count(*)::int from api_keys where revoked_at is null) as "activeApiKeys"`)
  ).rows;
  return {
    game: state
      ? {
          currentTurn: state.currentTurn,
          status: state.status,
          turnDurationMs: state.turnDurationMs,
          lastTurnAt: state.lastTurnAt?.toISOString() ?? null,
          nextTurnAt: state.nextTurnAt?.toISOString() ?? null,
          subsidiaryCorporationsEnabled: state.subsidiaryCorporationsEnabled === true,
          transfersPaused: state.transfersPaused,
          forexEnabled: state.forexEnabled,
        }
      : null,
    recentTurns: recentTurns.map((t) => ({
      turn: t.turn,
      trigger: t.trigger,
      durationMs: t.durationMs,
      finishedAt: t.finishedAt.toISOString(),
      phases: t.phaseTimings,
    })),
    counts: counts!,
  };
}
