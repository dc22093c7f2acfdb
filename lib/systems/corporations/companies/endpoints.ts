import {
  corporationLookupQuery,
  corporationsQuery,
  getCorporationResponse,
  listCorporationsResponse,
  marketQuery,
  marketResponse,
  shareHistoryQuery,
  shareHistoryResponse,
} from './read-schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const corporationEndpoints = {
  corporations: defineEndpoint({
    path: '/api/public/v1/corporations',
    summary: 'Corporations by sequential id, with share price and market cap.',
    tag: 'Corporations',
    query: corporationsQuery,
    response: listCorporationsResponse,
    example: { query: { limit: '5' } },
  }),

  corporation: defineEndpoint({
    path: '/api/public/v1/corporation',
    summary:
      'One corporation by name or sequential id: CEO, financials, balance sheet, cap table, credit rating, bonds and sectors.',
    tag: 'Corporations',
    query: corporationLookupQuery,
    response: getCorporationResponse,
    example: { query: { id: '1' } },
  }),

  corporationShareHistory: defineEndpoint({
    path: '/api/public/v1/corporation/shares/history',
    summary: 'Share transactions of one corporation, newest first; a null side is the public float.',
    tag: 'Corporations',
    query: shareHistoryQuery,
    response: shareHistoryResponse,
    example: { query: { id: '1', pageSize: '10' } },
  }),

  market: defineEndpoint({
    path: '/api/public/v1/market',
    summary:
      "The stock market of one sector type ('all' for every type), 20 rows a page: 'share' lists companies (price, change, market cap, float, best ask, shares offered); 'unowned' lists state sectors of the type, those without an operating corporation first.",
    tag: 'Corporations',
    query: marketQuery,
    response: marketResponse,
    example: { query: { type: 'all' } },
  }),
};
