import { z } from 'zod';
import { CRISIS_STATES } from '@/lib/systems/economy/macro/constants';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';
import { AUCTION_BANDS, SUSTAINABILITY_BANDS } from './constants';

const component = z.object({ id: z.string(), label: z.string(), value: z.number() });

export const sovereignSchema = z.object({
  countryId: z.string(),
  countryName: z.string(),
  currencyCode: z.string(),
  crisisState: z.enum(CRISIS_STATES as [string, ...string[]]),
  creditRating: z.string().describe('Letter rating, AAA to CCC'),
  consecutiveFailedAuctions: z.number().int().min(0),
  turnsSinceDefault: z.number().int().min(0).nullable().describe('Null when the sovereign never defaulted'),
  debtToGdp: z.number().min(0).describe('Fraction: 1.05 = 105% of GDP'),
  assessedDebtToGdp: z
    .number()
    .min(0)
    .describe(
      "Debt to GDP normalised against the country's seeded anchor, as the ladder and lenders read it",
    ),
  inflation: z.number().describe('Annual, percent'),
  gdpGrowth: z.number().describe('Annual, percent'),
  trust: z.number().min(0).max(100).describe('Lender trust, 0 to 100'),
  couponRate: z.number().min(0).describe('Coupon on new issuance, a fraction (0.05 = 5%)'),
  fxDepreciation10: z
    .number()
    .describe('Currency change over 10 turns, a fraction; positive is a depreciation'),
  entityHoldings: z.number().min(0).describe('Debt held by in-game entities, local currency'),
  requiredIssuance: z.number().min(0).describe("This turn's offering, local currency"),
  demand: z.object({
    subscriptionRatio: z
      .number()
      .min(0)
      .nullable()
      .describe('Demand over the offering; null before the first turn'),
    band: z.enum(AUCTION_BANDS).nullable(),
    contributions: z.array(component).describe('The demand model terms that sum to the ratio'),
  }),
  lastAuction: z
    .object({
      turn: z.number().int().min(0),
      offered: z.number().min(0),
      raised: z.number().min(0),
      subscriptionRatio: z.number().min(0),
      band: z.enum(AUCTION_BANDS),
      couponRate: z.number().min(0).describe('A fraction'),
    })
    .nullable(),
  sustainability: z.object({
    score: z.number().min(0).max(100),
    band: z.enum(SUSTAINABILITY_BANDS.map((b) => b.band) as [string, ...string[]]),
    components: z.array(component).describe('Points added to the baseline of 80'),
  }),
  updatedAt: isoTimestamp,
});

export const getSovereignsResponse = z.object({
  found: foundField,
  countries: z.array(sovereignSchema),
});

export type SovereignView = z.input<typeof sovereignSchema>;
export type SovereignsResult = z.input<typeof getSovereignsResponse>;
