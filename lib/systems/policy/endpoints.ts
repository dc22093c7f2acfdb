import { countryCodeParams } from '@/lib/systems/core/countries/schemas';
import { countryMetricsQuery, getCountryMetricsResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const policyEndpoints = {
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
