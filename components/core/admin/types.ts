// Response shapes of the admin endpoints and /api/health, as the browser sees them: type-only
// imports of the server's declarations (erased at compile time, so no server code reaches the bundle).

import type { getAdminOverview } from '@/lib/systems/core/admin/get-admin-overview';
import type { setGameStatus } from '@/lib/systems/core/admin/set-game-status';
import type { Serialized } from '@/lib/platform/browser/serialized';
import type { HealthReport as ServerHealthReport } from '@/lib/platform/health/get-health';
import type { advanceTurnNow } from '@/lib/systems/game/turn/advance-turn-now';

/** GET /api/admin/overview */
export type AdminOverview = Serialized<Awaited<ReturnType<typeof getAdminOverview>>>;
export type AdminGame = NonNullable<AdminOverview['game']>;
export type AdminCounts = AdminOverview['counts'];
export type RecentTurn = AdminOverview['recentTurns'][number];
export type PhaseTiming = RecentTurn['phases'][number];
export type TurnTrigger = RecentTurn['trigger'];

/** GET /api/health: 200 for ok and degraded, 503 (same body) for down. */
export type HealthReport = Serialized<ServerHealthReport>;
export type HealthStatus = HealthReport['status'];

/** POST /api/admin/turn/advance */
export type AdvanceTurnResult = Serialized<Awaited<ReturnType<typeof advanceTurnNow>>>;

/** PATCH /api/admin/game/status */
export type GameStatusResult = Serialized<Awaited<ReturnType<typeof setGameStatus>>>;
