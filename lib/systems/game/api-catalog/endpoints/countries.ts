import {
  countryCodeParams,
  getCountryResponse,
  listCountriesResponse,
} from '@/lib/systems/core/countries/schemas';
import { getCountryRegionsResponse } from '@/lib/systems/politics/offices/country-regions-schemas';
import { countryMetricsQuery, getCountryMetricsResponse } from '@/lib/systems/policy/schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const countryEndpoints = {
  countries: defineEndpoint({
    path: '/api/public/v1/country',
    summary: 'Every country with its size, currency and an economy preview.',
    tag: 'Countries',
    response: listCountriesResponse,
  }),

  country: defineEndpoint({
    path: '/api/public/v1/country/[code]',
    summary: 'One country by code (case-insensitive; GB is an alias of UK): leader and legislature.',
    tag: 'Countries',
    params: countryCodeParams,
    response: getCountryResponse,
    example: { params: { code: 'us' } },
  }),

  countryRegions: defineEndpoint({
    path: '/api/public/v1/country/[code]/regions',
    summary: "A country's regions: electorate, apportioned seats, voting system, leans and economy, by name.",
    tag: 'Countries',
    params: countryCodeParams,
    response: getCountryRegionsResponse,
    example: { params: { code: 'us' } },
  }),

  countryMetrics: defineEndpoint({
    path: '/api/public/v1/country/[code]/metrics',
    summary:
      "A country's condition: each metric's average, weighted average, trend and extremes, and approval.",
    tag: 'Countries',
    params: countryCodeParams,
    query: countryMetricsQuery,
    response: getCountryMetricsResponse,
    example: { params: { code: 'us' }, query: { category: 'economic' } },
  }),
};
