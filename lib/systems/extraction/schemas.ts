import { z } from 'zod';
import { entityRef, foundField, isoTimestamp, objectId } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import { GRANT_LEVELS, OFFER_STATUSES } from '@/models/extraction';
import {
  CONTRACT_SHARE_RANGE,
  EXTRACTION_RESOURCES,
  MAX_CAPACITY_VALUE,
  PLAYER_CONTRACT_SHARE,
} from './constants';

/** Inputs and outputs of the extraction verbs; input schemas are idempotent. */

const stateId = text({ max: 16 })
  .regex(/^[A-Za-z0-9-]+$/, 'must be a state id such as TX')
  .transform((value) => value.toUpperCase());
const countryId = text({ max: 8 })
  .regex(/^[A-Za-z-]+$/, 'must be a country code such as US')
  .transform((value) => value.toUpperCase());
export const resourceKey = z.enum(EXTRACTION_RESOURCES).describe(EXTRACTION_RESOURCES.join(', '));
const share = (range: [number, number]) =>
  z
    .number()
    .gt(range[0])
    .max(range[1])
    .describe(`Fraction of state capacity, above ${range[0]} up to ${range[1]}`);

export const grantContractInput = z.strictObject({
  stateId,
  corporationId: entityRef,
  resource: resourceKey,
  share: share(CONTRACT_SHARE_RANGE),
  grantedBy: text({ max: 64 }).describe(
    'The granting legislature, stored as given: at state level the state code (e.g. TX) or its regional head office id; at national level the country code (e.g. US) or a chamber id',
  ),
  grantedByLevel: z.enum(GRANT_LEVELS),
  force: z.boolean().default(false).describe('Insert even when it over-allocates the state'),
});

export const contractIdInput = z.object({ id: objectId });

export const listContractsQuery = z.object({
  stateId: stateId.optional(),
  corporationId: objectId.optional(),
  resource: resourceKey.optional(),
  countryId: countryId.optional(),
});

export const contractSchema = z.object({
  id: objectId,
  stateId: z.string(),
  stateName: z.string(),
  countryId: z.string(),
  corporationId: objectId,
  corporationName: z.string(),
  resource: resourceKey,
  share: z.number(),
  grantedTurn: z.number().int(),
  grantedBy: z.string(),
  grantedByLevel: z.enum(GRANT_LEVELS),
  revokedTurn: z.number().int().nullable().describe('Null while active'),
  createdAt: isoTimestamp,
});
export type ContractView = z.infer<typeof contractSchema>;

export const listContractsResponse = z.object({
  count: z.number().int().min(0),
  contracts: z.array(contractSchema).describe('Active contracts by state, resource, then grant turn'),
});

export const grantContractResponse = z.object({
  contract: contractSchema,
  /** Total active share of the state's resource with this contract. */
  totalShare: z.number(),
  overAllocated: z.boolean(),
});

export const revokeContractResponse = z.object({ contract: contractSchema });

export const stateParams = z.object({ id: stateId });

const resourceRow = z.object({
  resource: resourceKey,
  unit: z.string(),
  capacity: z.number().nullable().describe('Units per day; null when the state has no document (uncapped)'),
  contractedShare: z.number().describe('Sum of the shares counting in the next price run'),
  rawOutput: z.number().describe('Extraction sector output before the capacity limit, units per day'),
  multiplier: z.number().min(0).max(1).describe('Capacity multiplier of the state sector, 0 to 1'),
  effectiveOutput: z.number().describe('rawOutput x multiplier'),
});

const producerRow = z.object({
  resource: resourceKey,
  corporationId: objectId.nullable().describe('Null for the state sector outside any corporation'),
  corporationName: z.string().nullable(),
  output: z.number(),
  share: z.number().nullable().describe('Contracted share; null without a contract'),
  multiplier: z.number().min(0).max(1),
});

export const stateResourcesResponse = z.object({
  found: foundField,
  state: z.object({ id: z.string(), name: z.string(), countryId: z.string() }).nullable(),
  hasCapacityDocument: z.boolean(),
  resources: z.array(resourceRow),
  contracts: z.array(contractSchema),
  producers: z.array(producerRow).describe('Extraction producers of each capped resource'),
});
export type StateResources = z.infer<typeof stateResourcesResponse>;

export const resourceMapQuery = z.object({
  country: countryId.optional().describe('One country; default all'),
  resource: resourceKey.optional().describe('One resource; default all six'),
});

export const resourceMapResponse = z.object({
  country: z.string().nullable(),
  resource: resourceKey.nullable(),
  maxCapacity: z.number().describe('Largest capacity among the rows, for the colour scale'),
  states: z.array(
    z.object({
      stateId: z.string(),
      stateName: z.string(),
      countryId: z.string(),
      resource: resourceKey,
      hasCapacityDocument: z.boolean(),
      capacity: z.number().nullable(),
      contractedShare: z.number(),
      activeContracts: z.number().int(),
    }),
  ),
});

export const capacityDocumentSchema = z.object({
  stateId: z.string(),
  stateName: z.string(),
  countryId: z.string(),
  resources: z.record(z.string(), z.number()),
  updatedTurn: z.number().int(),
});

export const listCapacityResponse = z.object({
  count: z.number().int(),
  documents: z.array(capacityDocumentSchema),
  statesWithoutDocument: z.array(
    z.object({ stateId: z.string(), stateName: z.string(), countryId: z.string() }),
  ),
});

const capacityValue = z.number().min(0, 'must not be negative').max(MAX_CAPACITY_VALUE);
export const setCapacityInput = z.strictObject({
  stateId,
  resources: z
    .partialRecord(resourceKey, capacityValue.nullable())
    .describe('Resource to units per day; null removes the resource'),
  replace: z.boolean().default(false).describe('Replace the whole map instead of merging'),
});

export const setCapacityBody = setCapacityInput.omit({ stateId: true });

export const offerContractInput = z.strictObject({
  corporationId: entityRef,
  stateId,
  resource: resourceKey,
  share: z
    .number()
    .min(PLAYER_CONTRACT_SHARE[0])
    .max(PLAYER_CONTRACT_SHARE[1])
    .describe(`Fraction of state capacity, ${PLAYER_CONTRACT_SHARE[0]} to ${PLAYER_CONTRACT_SHARE[1]}`),
});

export const offerSchema = z.object({
  id: objectId,
  stateId: z.string(),
  stateName: z.string(),
  countryId: z.string(),
  corporationId: objectId,
  corporationName: z.string(),
  resource: resourceKey,
  share: z.number(),
  status: z.enum(OFFER_STATUSES),
  offeredTurn: z.number().int(),
  decidedTurn: z.number().int().nullable(),
  contractId: objectId.nullable(),
  createdAt: isoTimestamp,
});
export type OfferView = z.infer<typeof offerSchema>;

export const offerDecisionInput = z.strictObject({ decision: z.enum(['accept', 'reject']) });

export const listOffersQuery = z.object({
  stateId: stateId.optional(),
  corporationId: objectId.optional(),
  status: z.enum(OFFER_STATUSES).optional(),
});

export const listOffersResponse = z.object({ count: z.number().int().min(0), offers: z.array(offerSchema) });
export const offerResponse = z.object({ offer: offerSchema });
export const decideOfferResponse = z.object({ offer: offerSchema, contract: contractSchema.nullable() });
