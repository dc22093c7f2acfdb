import {
  commodityParams,
  getCommodityQuery,
  getCommodityResponse,
  listCommoditiesQuery,
  listCommoditiesResponse,
} from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const commodityEndpoints = {
  commodities: defineEndpoint({
    path: '/api/public/v1/commodities',
    summary: 'Every commodity with its global price, supply and demand; country adds its national market.',
    tag: 'Commodities',
    query: listCommoditiesQuery,
    response: listCommoditiesResponse,
    example: { query: { country: 'us' } },
  }),

  commodity: defineEndpoint({
    path: '/api/public/v1/commodity/[key]',
    summary:
      'One commodity: state price, supply and demand maps, top ten producers and consumers, price history.',
    tag: 'Commodities',
    params: commodityParams,
    query: getCommodityQuery,
    response: getCommodityResponse,
    example: { params: { key: 'steel' }, query: { country: 'de' } },
  }),
};
