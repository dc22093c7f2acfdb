import {
  getReferendumResponse,
  listReferendumsQuery,
  listReferendumsResponse,
  referendumIdParams,
} from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const referendumEndpoints = {
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
};
