import { getLegislatureResponse, legislatureParams, listBillsQuery, listBillsResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const legislationEndpoints = {
  legislation: defineEndpoint({
    path: '/api/public/v1/legislation',
    summary: 'Bills, newest first, with sponsor, status, tally and the metrics they move.',
    tag: 'Legislation',
    query: listBillsQuery,
    response: listBillsResponse,
    example: { query: { country: 'US', status: 'pending', limit: '5' } },
  }),

  countryLegislature: defineEndpoint({
    path: '/api/public/v1/country/[code]/legislature',
    summary: "A country's primary chamber: party composition, pending bills and recently passed ones.",
    tag: 'Legislation',
    params: legislatureParams,
    response: getLegislatureResponse,
    example: { params: { code: 'us' } },
  }),
};
