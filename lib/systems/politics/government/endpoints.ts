import { executiveParams, getExecutiveResponse, getGovernmentResponse, governmentQuery } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

export const governmentEndpoints = {
  government: defineEndpoint({
    path: '/api/public/v1/government',
    summary:
      "A country's government: the head, chamber leaders, the cabinet and how the government was formed.",
    tag: 'Government',
    query: governmentQuery,
    response: getGovernmentResponse,
    example: { query: { country: 'UK' } },
  }),
  countryExecutive: defineEndpoint({
    path: '/api/public/v1/country/[code]/executive',
    summary:
      "A country's executive: the head, the cabinet by portfolio, regional heads, pending nominations, orders in force and the central bank's chair and rate, each seat with its seatId.",
    tag: 'Government',
    params: executiveParams,
    response: getExecutiveResponse,
    example: { params: { code: 'us' } },
  }),
};
