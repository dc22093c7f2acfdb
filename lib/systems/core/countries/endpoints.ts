import { countryCodeParams, getCountryResponse, listCountriesResponse } from './schemas';
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
};
