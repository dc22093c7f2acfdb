/** Leaderboard metrics (politics.json): national influence, political influence, favorability, funds, actions. */
export const LEADERBOARD_METRICS = ['npi', 'pi', 'favorability', 'funds', 'actions'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export const LEADERBOARD_DEFAULT_METRIC: LeaderboardMetric = 'pi';
/** Leaderboard `limit`: default 10, at most 50 (docs/api-contract.md). */
export const LEADERBOARD_LIMIT_DEFAULT = 10;
export const LEADERBOARD_LIMIT_MAX = 50;
/** What the leaderboard page shows first (and renders on the server). */
export const LEADERBOARD_PAGE_DEFAULTS = { metric: LEADERBOARD_DEFAULT_METRIC, limit: '50' } as const;
