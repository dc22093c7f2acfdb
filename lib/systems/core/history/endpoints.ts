import { countryHistoryParams, countryHistoryQuery, countryHistoryResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const historyEndpoints = {
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
};
