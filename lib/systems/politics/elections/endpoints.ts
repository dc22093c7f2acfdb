import {
  electionArchivesQuery,
  electionCalendarQuery,
  electionCalendarResponse,
  electionArchivesResponse,
  electionIdParams,
  getElectionResponse,
  listElectionsQuery,
  listElectionsResponse,
} from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

/** A new world has no election open before its first terms run out, so the examples expect found:false. */
export const electionEndpoints = {
  elections: defineEndpoint({
    path: '/api/public/v1/elections',
    summary:
      "A country's elections not yet decided (optionally one state's), soonest first, with candidates.",
    tag: 'Elections',
    query: listElectionsQuery,
    response: listElectionsResponse,
    example: { query: { country: 'US' }, expect: { found: false } },
  }),

  electionArchives: defineEndpoint({
    path: '/api/public/v1/elections/archives',
    summary: 'Decided elections, newest first, with the top vote-getter; filter by country and type.',
    tag: 'Elections',
    query: electionArchivesQuery,
    response: electionArchivesResponse,
    example: { query: { country: 'US', limit: '5' }, expect: { found: false } },
  }),

  electionCalendar: defineEndpoint({
    path: '/api/public/v1/elections/calendar',
    summary:
      "Every seat group's next election in a country (optionally one state): filing, primary, general and count, as turns and game dates.",
    tag: 'Elections',
    query: electionCalendarQuery,
    response: electionCalendarResponse,
    example: { query: { country: 'US' }, expect: { found: true } },
  }),

  election: defineEndpoint({
    path: '/api/public/v1/elections/[id]',
    summary: 'One election: phase, incumbent, candidates with live shares, and the final tally once counted.',
    tag: 'Elections',
    params: electionIdParams,
    response: getElectionResponse,
    example: { params: { id: 'us-president-nat-0-30' }, expect: { found: false } },
  }),
};
