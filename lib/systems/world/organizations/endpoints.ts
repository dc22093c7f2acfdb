import { getOrganizationResponse, listOrganizationsResponse, organizationIdParams } from './schemas';
import { defineEndpoint } from '@/lib/platform/public-api/define-endpoint';

/** International organizations: rosters, leaders and the votes of their member governments. */
export const organizationEndpoints = {
  organizations: defineEndpoint({
    path: '/api/public/v1/organizations',
    summary:
      'International organizations by id: category, founding and dissolution years, leadership office and holder, member roster, voting-member count and activity counts.',
    tag: 'Organizations',
    response: listOrganizationsResponse,
  }),

  organization: defineEndpoint({
    path: '/api/public/v1/organizations/[id]',
    summary:
      'One organization by id or short name (case-insensitive): the summary plus charter, pending membership proposals and withdrawals, pending and active resolutions and leadership elections, each vote with yes, no and abstain totals and every country’s position and cast turn. An unknown id is 404 NOT_FOUND.',
    tag: 'Organizations',
    params: organizationIdParams,
    response: getOrganizationResponse,
    errors: ['NOT_FOUND'],
    // Short names match too, in any case.
    example: { params: { id: 'nAsC' } },
  }),
};
