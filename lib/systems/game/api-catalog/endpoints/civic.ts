import {
  characterAchievementsParams,
  characterAchievementsResponse,
} from '@/lib/systems/core/achievements/schemas';
import {
  countryHistoryParams,
  countryHistoryQuery,
  countryHistoryResponse,
} from '@/lib/systems/core/history/schemas';
import { leaderboardQuery, leaderboardResponse } from '@/lib/systems/core/leaderboard/schemas';
import { listNewsQuery, listNewsResponse } from '@/lib/systems/core/news/schemas';
import {
  getReferendumResponse,
  listReferendumsQuery,
  listReferendumsResponse,
  referendumIdParams,
} from '@/lib/systems/politics/referendums/schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

/** Civic life: the history log, news, referendums, achievements and the leaderboard. */
export const civicEndpoints = {
  countryHistory: defineEndpoint({
    path: '/api/public/v1/country/[code]/history',
    summary: "A country's append-only history log, newest first; `beforeTurn` pages back (strictly before).",
    tag: 'Countries',
    params: countryHistoryParams,
    query: countryHistoryQuery,
    response: countryHistoryResponse,
    // A fresh demo world has no history yet.
    example: { params: { code: 'us' }, query: { limit: '10' }, expect: { found: false } },
  }),

  news: defineEndpoint({
    path: '/api/public/v1/news',
    summary: 'News posts newest first: system posts on notable events and player posts.',
    tag: 'News',
    query: listNewsQuery,
    response: listNewsResponse,
    example: { query: { limit: '5', category: 'politics' }, expect: { found: false } },
  }),

  referendums: defineEndpoint({
    path: '/api/public/v1/referendums',
    summary: 'Referendums newest first, with timing, polls, party positions and results.',
    tag: 'Referendums',
    query: listReferendumsQuery,
    response: listReferendumsResponse,
    example: { query: { country: 'US', limit: '5' }, expect: { found: false } },
  }),

  referendum: defineEndpoint({
    path: '/api/public/v1/referendums/[id]',
    summary: 'One referendum by id.',
    tag: 'Referendums',
    params: referendumIdParams,
    response: getReferendumResponse,
    example: { params: { id: '1' }, expect: { found: false } },
  }),

  characterAchievements: defineEndpoint({
    path: '/api/public/v1/character/[id]/achievements',
    summary: "A character's earned achievements, oldest first.",
    tag: 'Characters',
    params: characterAchievementsParams,
    response: characterAchievementsResponse,
    example: { params: { id: '1' } },
  }),

  leaderboard: defineEndpoint({
    path: '/api/public/v1/leaderboard',
    summary: 'Top characters by npi, pi, favorability, funds or actions.',
    tag: 'Leaderboard',
    query: leaderboardQuery,
    response: leaderboardResponse,
    example: { query: { metric: 'funds', country: 'US', limit: '5' } },
  }),
};
