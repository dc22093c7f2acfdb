import {
  economyCountryParams,
  economyHistoryQuery,
  getCountryBudgetResponse,
  getCountryEconomyResponse,
  getEconomyHistoryResponse,
} from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const economyEndpoints = {
  countryEconomy: defineEndpoint({
    path: '/api/public/v1/country/[code]/economy',
    summary: 'A national economy: prime rate, inflation, growth, GDP, debt, budget balance, stock market.',
    tag: 'Economy',
    params: economyCountryParams,
    response: getCountryEconomyResponse,
    example: { params: { code: 'us' } },
  }),

  countryEconomyHistory: defineEndpoint({
    path: '/api/public/v1/country/[code]/economy/history',
    summary: 'Per-turn prime rate, inflation and growth series, and closed fiscal years.',
    tag: 'Economy',
    params: economyCountryParams,
    query: economyHistoryQuery,
    response: getEconomyHistoryResponse,
    example: { params: { code: 'uk' }, query: { limit: '10' } },
  }),

  countryBudget: defineEndpoint({
    path: '/api/public/v1/country/[code]/budget',
    summary: 'A national budget: revenue, spending, balance, treasury, debt and tax rates.',
    tag: 'Economy',
    params: economyCountryParams,
    response: getCountryBudgetResponse,
    example: { params: { code: 'de' } },
  }),
};
