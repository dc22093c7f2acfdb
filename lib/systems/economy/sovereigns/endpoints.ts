import { getSovereignsResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const sovereignEndpoints = {
  sovereigns: defineEndpoint({
    path: '/api/public/v1/sovereigns',
    summary:
      'Every sovereign borrower: crisis state, rating, auctions and their demand, trust, coupon and a 0-100 sustainability score.',
    tag: 'Economy',
    response: getSovereignsResponse,
  }),
};
