import { characterIdParams } from '@/lib/systems/core/characters/schemas';
import { countryCodeParams } from '@/lib/systems/core/countries/schemas';
import { getCountryRegionsResponse } from './country-regions-schemas';
import { getCareerResponse } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const officeEndpoints = {
  countryRegions: defineEndpoint({
    path: '/api/public/v1/country/[code]/regions',
    summary: "A country's regions: electorate, apportioned seats, voting system, leans and economy, by name.",
    tag: 'Countries',
    params: countryCodeParams,
    response: getCountryRegionsResponse,
    example: { params: { code: 'us' } },
  }),

  characterCareer: defineEndpoint({
    path: '/api/public/v1/character/[id]/career',
    summary:
      'Every office a character has held (elected, appointed or held at world start), most recent first.',
    tag: 'Characters',
    params: characterIdParams,
    response: getCareerResponse,
    example: { params: { id: '900' } },
  }),
};
