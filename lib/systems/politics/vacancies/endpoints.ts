import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';
import { confidenceVotesQuery, listConfidenceVotesResponse } from './confidence/schemas';

export const vacancyEndpoints = {
  confidenceVotes: defineEndpoint({
    path: '/api/public/v1/confidence-votes',
    summary:
      "A country's votes of no confidence (open and decided, with tallies and outcome) and its seats emptied before their term ended, with how each is filled.",
    tag: 'Government',
    query: confidenceVotesQuery,
    response: listConfidenceVotesResponse,
    example: { query: { country: 'UK' } },
  }),
};
