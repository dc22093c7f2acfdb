import { listFundsQuery, listFundsResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const fundEndpoints = {
  funds: defineEndpoint({
    path: '/api/public/v1/funds',
    summary: 'Index funds by NAV (filter by country or scope); with slug, one fund with its top holdings.',
    tag: 'Markets',
    query: listFundsQuery,
    response: listFundsResponse,
    example: { query: { slug: 'us_top_25' } },
  }),
};
