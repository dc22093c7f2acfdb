import { listBondsQuery, listBondsResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const bondEndpoints = {
  bonds: defineEndpoint({
    path: '/api/public/v1/bonds',
    summary: 'Corporate bonds with coupon, maturity, market price, yield and default, 20 a page.',
    tag: 'Markets',
    query: listBondsQuery,
    response: listBondsResponse,
    example: { query: { page: '1' } },
  }),
};
