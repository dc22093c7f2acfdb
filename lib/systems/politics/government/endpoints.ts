import { getGovernmentResponse, governmentQuery } from './schemas';
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
};
