import { z } from 'zod';
import type { ClientEndpoint } from '@/lib/platform/client-endpoint';
import {
  decideOfferResponse,
  grantContractInput,
  grantContractResponse,
  listCapacityResponse,
  listContractsQuery,
  listContractsResponse,
  listOffersQuery,
  listOffersResponse,
  offerContractInput,
  offerDecisionInput,
  offerResponse,
  resourceMapQuery,
  resourceMapResponse,
  revokeContractResponse,
  setCapacityBody,
  capacityDocumentSchema,
  stateParams,
  stateResourcesResponse,
} from './schemas';

export type ExtractionAuth = 'public' | 'player' | 'admin';

/** One extraction endpoint (lib/platform/client-endpoint.ts). */
export type ExtractionEndpoint = ClientEndpoint<ExtractionAuth>;

/**
 * The extraction endpoints (docs/extraction.md), the player offer commands included. They use the
 * client envelope: the payload on success, `{ error, code }` on failure. Inputs are parsed by the
 * same schemas the verbs validate with.
 */
export const extractionEndpoints = {
  listContracts: {
    method: 'GET',
    path: '/api/contracts/extraction',
    auth: 'public',
    summary: 'Active extraction contracts, filtered by stateId, corporationId, resource and countryId.',
    query: listContractsQuery,
    response: listContractsResponse,
    example: { query: { countryId: 'US' } },
  },
  grantContract: {
    method: 'POST',
    path: '/api/contracts/extraction',
    auth: 'admin',
    summary:
      'Grant a contract directly. Over-allocating without force is 409 EXTRACTION_OVER_ALLOCATED with overAllocated and needsConfirmation; force inserts it.',
    body: grantContractInput,
    response: grantContractResponse,
  },
  revokeContract: {
    method: 'DELETE',
    path: '/api/contracts/extraction/[id]',
    auth: 'admin',
    summary: 'Revoke a contract (soft delete: revokedTurn is set; it stops counting from the next turn).',
    params: z.object({ id: z.string() }),
    response: revokeContractResponse,
  },
  stateResources: {
    method: 'GET',
    path: '/api/states/[id]/resources',
    auth: 'public',
    summary: "A state's capacity, contracts, output and capacity multiplier per resource, and its producers.",
    params: stateParams,
    response: stateResourcesResponse,
    example: { params: { id: 'TX' } },
  },
  resourceMap: {
    method: 'GET',
    path: '/api/map/resources',
    auth: 'public',
    summary: 'Choropleth data: capacity and contracted share per state and resource.',
    query: resourceMapQuery,
    response: resourceMapResponse,
    example: { query: { country: 'US', resource: 'oil' } },
  },
  listOffers: {
    method: 'GET',
    path: '/api/contracts/extraction/offers',
    auth: 'public',
    summary: 'Player offers for extraction contracts, filtered by stateId, corporationId and status.',
    query: listOffersQuery,
    response: listOffersResponse,
    example: { query: { status: 'pending' } },
  },
  offerContract: {
    method: 'POST',
    path: '/api/contracts/extraction/offers',
    auth: 'player',
    summary:
      "A corporation's CEO or controlling holder offers for a share (0.01 to 0.75) of a state's resource.",
    body: offerContractInput,
    response: offerResponse,
  },
  decideOffer: {
    method: 'POST',
    path: '/api/contracts/extraction/offers/[id]',
    auth: 'player',
    summary:
      "The state's governor (or, without one, its legislators) accepts or rejects; player contracts stop at 75% of a state resource.",
    params: z.object({ id: z.string() }),
    body: offerDecisionInput,
    response: decideOfferResponse,
  },
  listCapacity: {
    method: 'GET',
    path: '/api/admin/resource-capacity',
    auth: 'admin',
    summary: 'Every capacity document, and the states without one (uncapped).',
    response: listCapacityResponse,
  },
  setCapacity: {
    method: 'PATCH',
    path: '/api/admin/resource-capacity/[stateId]',
    auth: 'admin',
    summary: "Set or update a state's capacity map (units per day, never negative; null removes a resource).",
    params: z.object({ stateId: z.string() }),
    body: setCapacityBody,
    response: z.object({ document: capacityDocumentSchema }),
  },
} as const satisfies Record<string, ExtractionEndpoint>;
