/** Leaderboard metrics (politics.json): national influence, political influence, favorability, funds, actions. */
export const LEADERBOARD_METRICS = ['npi', 'pi', 'favorability', 'funds', 'actions'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export const LEADERBOARD_DEFAULT_METRIC: LeaderboardMetric = 'pi';
/** REFERENCE.md: leaderboard `limit` default 10, max 50. */
export const LEADERBOARD_LIMIT_DEFAULT = 10;
export const LEADERBOARD_LIMIT_MAX = 50;
