import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';
import type { ClientEndpoint } from '@/lib/platform/client-endpoint';
import {
  countryDecisionsParams,
  countryDecisionsQuery,
  countryDecisionsResponse,
  decideBody,
  decideResponse,
  decisionIdParams,
  listMyDecisionsResponse,
} from './schemas';

export const decisionEndpoints = {
  countryDecisions: defineEndpoint({
    path: '/api/public/v1/country/[code]/decisions',
    summary:
      'Decisions made in a country, newest first: who was asked, what, when, who decided (player, non-player or default) and the outcome.',
    tag: 'Countries',
    params: countryDecisionsParams,
    query: countryDecisionsQuery,
    response: countryDecisionsResponse,
    // A fresh demo world has decided nothing yet.
    example: { params: { code: 'us' }, query: { limit: '10' }, expect: { found: false } },
  }),
};

/** The player's decisions (client envelope). */
export const decisionClientEndpoints = {
  listMyDecisions: {
    method: 'GET',
    path: '/api/decisions',
    auth: 'user',
    summary: 'The decisions put to your character: the open ones by deadline, then the recent ones.',
    response: listMyDecisionsResponse,
  },
  decide: {
    method: 'POST',
    path: '/api/decisions/[id]',
    auth: 'user',
    summary:
      'Choose an option. 403 NOT_ADDRESSEE, 409 DECISION_CLOSED (decided or past the deadline), 400 UNKNOWN_OPTION naming the options; nothing is written on a refusal.',
    params: decisionIdParams,
    body: decideBody,
    response: decideResponse,
  },
} as const satisfies Record<string, ClientEndpoint<'user'>>;
