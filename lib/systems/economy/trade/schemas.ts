import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  EMBARGO_DIRECTIONS,
  EMBARGO_MODES,
  EMBARGO_ORIGINS,
  EMBARGO_STATUSES,
  TARIFF_SCOPES,
} from '@/models/trade';
import {
  TARIFF_LIMIT_DEFAULT,
  TARIFF_LIMIT_MAX,
  TARIFF_RATE_RANGE,
  TRADE_FLOWS_LIMIT_DEFAULT,
  TRADE_FLOWS_LIMIT_MAX,
} from './constants';

/** Inputs and outputs of the trade verbs; input schemas are idempotent. */

const limit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback).describe(`1 to ${max}, default ${fallback}`);
const turn = z.coerce.number().int().min(0).max(1_000_000);
const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const listTariffsQuery = z.object({
  country: countryCode.optional().describe('The country levying the tariffs'),
  targetCountry: countryCode.optional().describe('Origin-country tariffs aimed at this country'),
  scope: z.enum(TARIFF_SCOPES).optional().describe('economy_wide, sector, origin_country or corporation'),
  limit: limit(TARIFF_LIMIT_MAX, TARIFF_LIMIT_DEFAULT),
});

const rate = z.number().min(TARIFF_RATE_RANGE[0]).max(TARIFF_RATE_RANGE[1]).describe('Percent');

export const tariffSchema = z.object({
  id: z.number().int(),
  countryId: z.string(),
  scopeType: z.enum(TARIFF_SCOPES),
  targetSectorType: z.string().nullable(),
  targetOriginCountryId: z.string().nullable(),
  targetCorporation: z
    .object({ id: z.string(), name: z.string().nullable() })
    .nullable()
    .describe('Corporation scope only; name is null until the corporation is known'),
  rate,
  source: z.enum(['admin', 'government', 'legislation']).describe('Who set it'),
  sourceBillId: z.string().nullable(),
  createdTurn: z.number().int(),
  updatedTurn: z.number().int(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});

export const listTariffsResponse = z.object({
  found: foundField,
  count: z.number().int().min(0),
  tariffs: z.array(tariffSchema).describe('By country, then id'),
});

export const listEmbargoesQuery = z.object({
  country: countryCode.optional().describe('Matches the imposing or the target country'),
  includePending: booleanFlag.optional().describe('true adds pending[]: embargoes not yet in force'),
});

export const embargoSchema = z.object({
  id: z.number().int(),
  sourceCountryId: z.string().describe('The imposing country'),
  targetCountryId: z.string(),
  commodity: z.string().describe('A commodity key, or all'),
  direction: z.enum(EMBARGO_DIRECTIONS).describe("Of the source country's trade"),
  mode: z.enum(EMBARGO_MODES),
  cap: z.number().nullable().describe('Mode cap: most units per turn; null for block'),
  origin: z.enum(EMBARGO_ORIGINS),
  status: z.enum(EMBARGO_STATUSES),
  proposedTurn: z.number().int(),
  startTurn: z.number().int(),
  endTurn: z.number().int().nullable().describe('Last turn in force; null until lifted'),
  liftedTurn: z.number().int().nullable(),
  sourceBillId: z.string().nullable().describe('Provenance; null unless a bill imposed it'),
  organizationId: z.string().nullable().describe('Provenance; null unless an organization imposed it'),
  createdAt: isoTimestamp,
});

export const listEmbargoesResponse = z.object({
  found: foundField,
  currentTurn: z.number().int(),
  embargoes: z.array(embargoSchema).describe('In force now'),
  pending: z.array(embargoSchema).optional().describe('With includePending: not yet in force'),
});

export const tradeFlowsQuery = z
  .object({
    country: countryCode.optional().describe("Adds the country's balance and partners"),
    commodity: text({ max: 64 }).optional().describe('Commodity key: the flows of that commodity only'),
    fromTurn: turn.optional().describe('First turn (inclusive)'),
    toTurn: turn.optional().describe('Last turn (inclusive)'),
    limit: limit(TRADE_FLOWS_LIMIT_MAX, TRADE_FLOWS_LIMIT_DEFAULT).describe(
      `Most points, the newest kept, 1 to ${TRADE_FLOWS_LIMIT_MAX}, default ${TRADE_FLOWS_LIMIT_DEFAULT}`,
    ),
  })
  .refine((q) => q.fromTurn === undefined || q.toTurn === undefined || q.fromTurn <= q.toTurn, {
    message: 'fromTurn must not be after toTurn',
  });

const value = z.number().describe('Anchor units');
const partner = z.object({ countryId: z.string(), value }).nullable();

export const tradeFlowPointSchema = z.object({
  turn: z.number().int(),
  recordedAt: isoTimestamp,
  grossVolume: value.describe('Surpluses offered abroad (world, or the commodity), anchor units'),
  clearedVolume: value.describe('What found buyers'),
  unclearedSurplus: value.describe('What did not'),
  worldVolume: z.number().optional().describe('With commodity: units that crossed borders'),
  exports: value.optional().describe('With country: its exports over all commodities'),
  imports: value.optional(),
  netBalance: value.optional().describe('Exports minus imports'),
  largestSurplusPartner: partner.optional().describe('With country: the partner it sells most net to'),
  largestDeficitPartner: partner.optional().describe('With country: the partner it buys most net from'),
  commodityFlow: z
    .object({ exports: value, imports: value, net: value, uncleared: value })
    .optional()
    .describe("With country and commodity: the country's trade in that commodity"),
});

export const tradeFlowsResponse = z.object({
  found: foundField,
  monetaryUnit: z.literal('anchor'),
  commodity: z.object({ key: z.string(), label: z.string(), unit: z.string() }).optional(),
  range: z.object({
    country: z.string().nullable(),
    commodity: z.string().nullable(),
    fromTurn: z.number().int().nullable(),
    toTurn: z.number().int().nullable(),
    limit: z.number().int(),
  }),
  points: z.array(tradeFlowPointSchema).describe('Oldest to newest'),
});

/** Admin bodies. */

export const setTariffInput = z
  .object({
    country: countryCode,
    scope: z.enum(TARIFF_SCOPES),
    targetSectorType: text({ max: 64 }).optional(),
    targetOriginCountry: countryCode.optional(),
    targetCorporationId: text({ max: 64 }).optional(),
    rate,
    sourceBillId: text({ max: 64 }).optional().describe('Set when an enacted bill sets the tariff'),
  })
  .refine((b) => b.scope !== 'sector' || b.targetSectorType, {
    message: 'targetSectorType is required for scope sector',
    path: ['targetSectorType'],
  })
  .refine((b) => b.scope !== 'origin_country' || b.targetOriginCountry, {
    message: 'targetOriginCountry is required for scope origin_country',
    path: ['targetOriginCountry'],
  })
  .refine((b) => b.scope !== 'corporation' || b.targetCorporationId, {
    message: 'targetCorporationId is required for scope corporation',
    path: ['targetCorporationId'],
  });

export const recordIdInput = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const imposeEmbargoInput = z
  .object({
    sourceCountry: countryCode,
    targetCountry: countryCode,
    commodity: text({ max: 64 }).default('all').describe('A commodity key, or all'),
    direction: z.enum(EMBARGO_DIRECTIONS).default('export'),
    mode: z.enum(EMBARGO_MODES).default('block'),
    cap: z.number().min(0).max(1e15).optional().describe('Units per turn; required for mode cap'),
    origin: z.enum(EMBARGO_ORIGINS).default('minister'),
    startTurn: z.number().int().min(0).max(1_000_000).optional().describe('Default: the current turn'),
    durationTurns: z.number().int().min(1).max(10_000).optional().describe('Default: until lifted'),
    sourceBillId: text({ max: 64 }).optional(),
    organizationId: text({ max: 64 }).optional(),
  })
  .refine((b) => b.sourceCountry !== b.targetCountry, {
    message: 'an embargo targets another country',
    path: ['targetCountry'],
  })
  .refine((b) => (b.mode === 'cap') === (b.cap !== undefined), {
    message: 'cap is required for mode cap and only allowed with it',
    path: ['cap'],
  });

export type Tariff = z.input<typeof tariffSchema>;
export type Embargo = z.input<typeof embargoSchema>;
export type ListTariffsResult = z.input<typeof listTariffsResponse>;
export type ListEmbargoesResult = z.input<typeof listEmbargoesResponse>;
export type TradeFlowsResult = z.input<typeof tradeFlowsResponse>;
