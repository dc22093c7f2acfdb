import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  BILL_ID_MAX,
  LEGISLATION_TYPE_ID_MAX,
  METRIC_CATEGORIES,
  METRIC_HISTORY_DEFAULT_TURNS,
  METRIC_HISTORY_MAX_TURNS,
  METRIC_ID_MAX,
  POLICY_SCOPES,
  RECORD_POSITION_MAX,
  RECORD_POSITION_MIN,
  STATE_ID_MAX,
} from './constants';

/**
 * Zod schemas of the policy domain: verb inputs, the client endpoints, and the public metrics endpoint.
 * Each is idempotent (parsing its own output gives the same output), since verbs re-validate.
 */

/** A state or region id (e.g. CA, ENG): case-insensitive, stored upper case. */
const stateId = text({ max: STATE_ID_MAX })
  .regex(/^[A-Za-z0-9-]+$/, 'must be a state code such as CA')
  .transform((value) => value.toUpperCase());

const recordPosition = z.number().finite().min(RECORD_POSITION_MIN).max(RECORD_POSITION_MAX);

export const enactmentSchema = z
  .object({
    scope: z.enum(POLICY_SCOPES),
    countryId: countryCode,
    stateId: stateId.optional(),
    legislationTypeId: text({ max: LEGISLATION_TYPE_ID_MAX }),
    /** The option enacted; when absent, the one nearest to (economic, social). */
    optionIndex: z.number().int().min(0).optional(),
    economic: recordPosition.optional(),
    social: recordPosition.optional(),
    enactedByBillId: text({ max: BILL_ID_MAX }).nullable().optional(),
    /** The executive order enacting it (politics' executive_orders id). */
    enactedByOrderId: text({ max: BILL_ID_MAX }).nullable().optional(),
  })
  .refine((e) => (e.scope === 'state') === (e.stateId !== undefined), {
    message: 'stateId is required for the state scope and not allowed for the national scope',
  })
  .refine((e) => e.optionIndex !== undefined || (e.economic !== undefined && e.social !== undefined), {
    message: 'give optionIndex, or economic and social',
  });

export const enactPolicyInput = z.object({
  enactments: z.array(enactmentSchema).min(1),
  turn: z.number().int().min(0),
  now: z.date().optional(),
});
export type EnactPolicyInput = z.input<typeof enactPolicyInput>;
export type Enactment = z.output<typeof enactmentSchema>;

/** GET /api/policy query. */
export const policyRecordsQuery = z
  .object({
    scope: z.enum(POLICY_SCOPES, { message: "scope must be 'national' or 'state'" }),
    stateId: stateId.optional(),
    country: countryCode.optional(),
  })
  .refine((q) => q.scope !== 'state' || q.stateId !== undefined, {
    message: 'stateId is required when scope is state',
    path: ['stateId'],
  });

const metricEffectSchema = z.object({
  category: z.string(),
  metricId: z.string(),
  ratePerTurn: z.number(),
});

/** The contract's PolicyRecordResponse (docs/policy.md). */
export const policyRecordResponseSchema = z.object({
  legislationTypeId: z.string(),
  name: z.string(),
  policyDomain: z.string(),
  economic: z.number().min(RECORD_POSITION_MIN).max(RECORD_POSITION_MAX),
  social: z.number().min(RECORD_POSITION_MIN).max(RECORD_POSITION_MAX),
  nationalOnly: z.boolean(),
  policyOptionName: z.string().nullable(),
  hasEconomic: z.boolean(),
  hasSocial: z.boolean(),
  metricEffects: z.array(metricEffectSchema),
});
export type PolicyRecordResponse = z.infer<typeof policyRecordResponseSchema>;

/** POST /api/settings/policy body. */
export const shiftPolicyPositionInput = z.object({
  axis: z.enum(['economic', 'social'], { message: "axis must be 'economic' or 'social'" }),
  direction: z.union([z.literal(1), z.literal(-1)], { message: 'direction must be 1 or -1' }),
});

/** GET /api/public/v1/country/[code]/metrics query. */
export const countryMetricsQuery = z.object({
  category: z
    .enum(METRIC_CATEGORIES, { message: `category must be one of: ${METRIC_CATEGORIES.join(', ')}` })
    .optional()
    .describe(`Only metrics of one category: ${METRIC_CATEGORIES.join(', ')}`),
});

const extremeSchema = z.object({
  value: z.number(),
  stateId: z.string().describe('State or region code'),
  stateName: z.string(),
});

export const metricAggregateSchema = z.object({
  category: z.enum(METRIC_CATEGORIES),
  label: z.string(),
  unit: z.string(),
  higherIsBetter: z.boolean(),
  average: z.number().describe('Unweighted mean over the states'),
  populationWeightedAverage: z.number(),
  trend: z.number().describe('Change of the average over the last few turns; 0 without history'),
  min: extremeSchema,
  max: extremeSchema,
});

export const regionApprovalSchema = z.object({
  id: z.string(),
  name: z.string(),
  approval: z.number().min(0).max(100),
  baseApproval: z.number().min(0).max(100),
});

export const countryMetricsSchema = z.object({
  countryId: z.string(),
  countryName: z.string(),
  calculatedAt: z.iso.datetime().nullable().describe('When the metrics were last processed (turn time)'),
  population: z.number().int(),
  gdpMillions: z.number(),
  gdpPerCapita: z.number(),
  currencyCode: z.string(),
  governmentApproval: z.number().min(0).max(100).nullable(),
  governmentApprovalBase: z.number().min(0).max(100).nullable(),
  categories: z.record(z.string(), metricAggregateSchema).describe('Keyed by metric id'),
  regions: z.array(regionApprovalSchema).describe('Ordered by name'),
});
export type CountryMetrics = z.input<typeof countryMetricsSchema>;

/** A miss carries found:false and nothing else. */
export const getCountryMetricsResponse = countryMetricsSchema.partial().extend({ found: foundField });

/** GET /api/policy/history (client): one metric of one country over turns. */
export const metricHistoryQuery = z.object({
  country: countryCode,
  metric: text({ max: METRIC_ID_MAX }),
  limit: z.coerce.number().int().min(1).max(METRIC_HISTORY_MAX_TURNS).default(METRIC_HISTORY_DEFAULT_TURNS),
});
