import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import { MAX_FUND_UNITS_PER_TRADE } from './constants';

/** Inputs and outputs of the fund verbs; input schemas are idempotent. */

const slug = text({ max: 80 }).regex(/^[a-z0-9_]+$/, 'must be a fund slug (lowercase letters, digits, _)');

export const listFundsQuery = z.object({
  slug: slug.optional().describe('One fund by slug, e.g. us_top_25, with its detail'),
  country: countryCode.optional().describe('Country funds of this country'),
  scope: z.enum(['country', 'global']).optional().describe('country or global funds only'),
});

const status = z.enum(['chartered', 'active', 'paused', 'winding_down', 'delisted']);

export const fundSchema = z.object({
  slug: z.string(),
  name: z.string(),
  tickerSymbol: z.string(),
  scope: z.enum(['country', 'global']),
  kind: z.enum(['broad', 'sector']),
  countryId: z.string().nullable(),
  sectorType: z.string().nullable(),
  status: status.describe('delisted is closed'),
  pauseReason: z.enum(['manual', 'backing_ratio', 'constituent_delisted']).nullable(),
  quotedNav: z.number().describe('NAV per unit, the anchor currency'),
  unitSupply: z.number().int().min(0),
  anchorCurrencyCode: z.string(),
  backingRatio: z.number().describe('Assets at market over quoted NAV × supply, before the last re-quote'),
  sponsorName: z.string(),
  expenseRatioAnnual: z.number().describe('A fraction a year'),
  updatedAt: z.iso.datetime(),
});

export const fundHoldingSchema = z.object({
  corporationId: z.string(),
  corporationName: z.string(),
  shares: z.number().int(),
  lastValueAnchor: z.number().describe("Value at the share price, the fund's anchor currency"),
  avgCostPerShareAnchor: z.number().describe("The fund's anchor currency"),
});

export const fundDetailSchema = fundSchema.extend({
  reserveUnits: z.number().int().min(0),
  cashAnchor: z.number(),
  lastRebalancedAt: z.iso.datetime().nullable(),
  charteredAtTurn: z.number().int(),
  seedCapitalAnchor: z.number(),
  windDownStartedAtTurn: z.number().int().nullable(),
  topHoldings: z.array(fundHoldingSchema).describe('Largest holdings by value, at most 10'),
});

export const listFundsResponse = z.object({
  found: foundField,
  funds: z.array(fundSchema).optional().describe('Without slug: the funds, highest NAV first'),
  fund: fundDetailSchema.optional().describe('With slug: the fund'),
});

export const fundSlugParams = z.object({ slug });

export const tradeFundBody = z.object({
  units: z.number().int().min(1).max(MAX_FUND_UNITS_PER_TRADE),
});
