import {
  listEmbargoesQuery,
  listEmbargoesResponse,
  listTariffsQuery,
  listTariffsResponse,
  tradeFlowsQuery,
  tradeFlowsResponse,
} from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const tradeEndpoints = {
  tradeTariffs: defineEndpoint({
    path: '/api/public/v1/trade/tariffs',
    summary: 'Import tariffs in force, in four scopes: economy_wide, sector, origin_country, corporation.',
    tag: 'Trade',
    query: listTariffsQuery,
    response: listTariffsResponse,
    example: { query: { country: 'jp', limit: '10' } },
  }),

  tradeEmbargoes: defineEndpoint({
    path: '/api/public/v1/trade/embargoes',
    summary: 'Embargoes in force, with their lifecycle and provenance; includePending adds those to come.',
    tag: 'Trade',
    query: listEmbargoesQuery,
    response: listEmbargoesResponse,
    example: { query: { country: 'us', includePending: 'true' } },
  }),

  tradeFlows: defineEndpoint({
    path: '/api/public/v1/trade/flows',
    summary:
      'Per-turn trade in anchor units: gross, cleared and uncleared volume; country adds its balance and partners.',
    tag: 'Trade',
    query: tradeFlowsQuery,
    response: tradeFlowsResponse,
    // A fresh world has no trade yet; the example shows the empty answer (tests cover the full one).
    example: { query: { country: 'uk', commodity: 'steel', limit: '5' }, expect: { found: false } },
  }),
};
