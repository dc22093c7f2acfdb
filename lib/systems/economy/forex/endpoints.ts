import {
  forexCurrencyParams,
  forexCurrencyQuery,
  getForexCurrencyResponse,
  getForexResponse,
} from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const forexEndpoints = {
  forex: defineEndpoint({
    path: '/api/public/v1/forex',
    summary:
      'Every currency: rate in local units per one internal anchor unit, target, changes, volume and regime.',
    tag: 'Forex',
    response: getForexResponse,
  }),

  forexCurrency: defineEndpoint({
    path: '/api/public/v1/forex/[currency]',
    summary: 'One currency with its rate history (history 1 to 240 points, default 48).',
    tag: 'Forex',
    params: forexCurrencyParams,
    query: forexCurrencyQuery,
    response: getForexCurrencyResponse,
    example: { params: { currency: 'gbp' }, query: { history: '10' } },
  }),
};
