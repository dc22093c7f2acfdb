// Response shapes of the admin endpoints and /api/health, as the browser sees them.
// Declared here rather than imported from lib/admin or lib/health so no server code reaches the bundle.

import type { GameStatus } from '@/lib/client/types';

export type TurnTrigger = 'clock' | 'admin' | 'cli';

export interface PhaseTiming {
  phase: string;
  ms: number;
}

export interface AdminGame {
  currentTurn: number;
  status: GameStatus;
  turnDurationMs: number;
  lastTurnAt: string | null;
  nextTurnAt: string | null;
  subsidiaryCorporationsEnabled: boolean;
  transfersPaused: boolean;
  forexEnabled: boolean;
}

export interface RecentTurn {
  turn: number;
  trigger: TurnTrigger;
  durationMs: number;
  finishedAt: string;
  phases: PhaseTiming[];
}

export interface AdminCounts {
  users: number;
  characters: number;
  playerCharacters: number;
  activeApiKeys: number;
}

/** GET /api/admin/overview */
export interface AdminOverview {
  /** Null until a world has been seeded. */
  game: AdminGame | null;
  /** Newest first. */
  recentTurns: RecentTurn[];
  counts: AdminCounts;
}

export type HealthStatus = 'ok' | 'degraded' | 'down';

/** GET /api/health: 200 for ok and degraded, 503 (same body) for down. */
export interface HealthReport {
  status: HealthStatus;
  database: { reachable: boolean; latencyMs: number | null };
  worker: { lastHeartbeatAt: string | null; ageSeconds: number | null; healthy: boolean };
  currentTurn: number | null;
  nextTurnAt: string | null;
}

/** POST /api/admin/turn/advance */
export interface AdvanceTurnResult {
  /** The turn the world is on now. */
  turn: number;
  /** The turn that just ran. */
  completedTurn: number;
  durationMs: number;
}

/** PATCH /api/admin/game/status */
export interface GameStatusResult {
  status: GameStatus;
  nextTurnAt: string | null;
}
