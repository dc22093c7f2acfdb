import { leaderboardQuery, leaderboardResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const leaderboardEndpoints = {
  leaderboard: defineEndpoint({
    path: '/api/public/v1/leaderboard',
    summary: 'Top characters by npi, pi, favorability, funds or actions.',
    tag: 'Leaderboard',
    query: leaderboardQuery,
    response: leaderboardResponse,
    example: { query: { metric: 'funds', country: 'US', limit: '5' } },
  }),
};
