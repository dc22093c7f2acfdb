import { getPartyQuery, getPartyResponse, listPartiesQuery, listPartiesResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const partyEndpoints = {
  parties: defineEndpoint({
    path: '/api/public/v1/parties',
    summary: "A country's parties (or every party), ordered by member count.",
    tag: 'Parties',
    query: listPartiesQuery,
    response: listPartiesResponse,
    example: { query: { country: 'US' } },
  }),

  party: defineEndpoint({
    path: '/api/public/v1/party',
    summary:
      'One party with its elected leader, its whips on pending bills, the head of its list, its open candidate selections, the coalition talks it is in, and its top members.',
    tag: 'Parties',
    query: getPartyQuery,
    response: getPartyResponse,
    example: { query: { id: 'us-dem', country: 'US' } },
  }),
};
