import { z } from 'zod';
import { foundField, isoTimestamp, objectId } from '@/lib/platform/schemas';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { text } from '@/lib/platform/validation';
import { SHARES } from './constants';
import { bondSchema } from '@/lib/systems/corporations/bonds/schemas';

/** Inputs and outputs of the public corporation reads (v1 and the pages). */

export const corporationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SHARES.listLimit.max)
    .default(SHARES.listLimit.default)
    .describe(`Most rows, 1 to ${SHARES.listLimit.max}, default ${SHARES.listLimit.default}`),
  country: countryCode.optional().describe('Country code filter'),
});

export const corporationLookupQuery = z
  .object({
    name: text({ max: 100 }).optional().describe('Exact name, case-insensitive'),
    id: z.coerce
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional()
      .describe('Sequential id (not the ObjectId)'),
  })
  .refine((q) => q.name !== undefined || q.id !== undefined, { message: 'name or id is required' });

export const shareHistoryQuery = z
  .object({
    name: text({ max: 100 }).optional().describe('Exact name, case-insensitive'),
    id: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('Sequential id'),
    page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based page'),
    pageSize: z.coerce
      .number()
      .int()
      .min(SHARES.historyPageSize.min)
      .max(SHARES.historyPageSize.max)
      .default(SHARES.historyPageSize.default)
      .describe(
        `Entries per page, ${SHARES.historyPageSize.min} to ${SHARES.historyPageSize.max}, default ${SHARES.historyPageSize.default}`,
      ),
  })
  .refine((q) => q.name !== undefined || q.id !== undefined, { message: 'name or id is required' });

export const MARKET_VIEWS = ['share', 'unowned'] as const;

export const marketQuery = z.object({
  type: text({ max: 40 }).describe("A sector type id (e.g. technology), or 'all'"),
  country: countryCode.optional().describe('Country code filter'),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .describe(`1-based page of ${SHARES.marketPageSize}`),
  view: z
    .enum(MARKET_VIEWS)
    .default('share')
    .describe("'share' lists companies, 'unowned' lists state sectors"),
});

const money = z.number();

export const corporationRowSchema = z.object({
  id: objectId,
  name: z.string(),
  sequentialId: z.number().int().min(1),
  type: z.string().describe('Sector type id'),
  typeLabel: z.string(),
  countryId: z.string(),
  currencyCode: z.string(),
  sharePrice: money.describe("Per share, the corporation's currency"),
  marketCap: money.describe("Share price × total shares, the corporation's currency"),
});

export const listCorporationsResponse = z.object({
  found: foundField,
  corporations: z.array(corporationRowSchema),
});

const person = z.object({ name: z.string(), profileUrl: z.string().nullable() });

export const shareholderSchema = z.object({
  kind: z.enum(['character', 'npp', 'corporation', 'state']),
  id: z.string().describe('Character or corporation ObjectId, npp id, or country code for the state'),
  name: z.string(),
  profileUrl: z.string().nullable(),
  shares: z.number().int().min(0),
  superShares: z.number().int().min(0),
  reservedShares: z.number().int().min(0).describe('Held but offered in open sell orders'),
  ownershipPct: z.number().describe('Percent of all issued shares'),
  votingPowerPct: z.number().describe('Percent of the votes; super-shares count the multiplier'),
});

export const corporationDetailSchema = z.object({
  id: objectId,
  sequentialId: z.number().int(),
  name: z.string(),
  tickerSymbol: z.string(),
  type: z.string(),
  typeLabel: z.string(),
  countryId: z.string(),
  currencyCode: z.string(),
  headquartersStateId: z.string(),
  isPublic: z.boolean(),
  isStateOwned: z.boolean(),
  foundedTurn: z.number().int(),
  ceo: person.nullable().describe('Null while the seat is vacant'),
  ceoKind: z.enum(['character', 'npp', 'vacant']),
  marketingStrength: z.number(),
  logisticsStrength: z.number(),
  financials: z.object({
    revenue: money.describe('Last turn'),
    costs: money,
    profit: money,
    tax: money,
    dividends: money.describe('Last quarterly payment'),
    dividendsDeclared: money.describe('Declared since the last payment; paid on the next, at most the cash'),
    nextDividendTurn: z.number().int().describe('The turn of the next quarterly payment'),
    dividendRatePct: z
      .number()
      .describe("Percent of each turn's after-tax profit declared; paid quarterly (every 13 turns)"),
    totalRevenue: money.describe('Since founding'),
    totalProfit: money,
    totalTax: money,
    totalDividends: money,
  }),
  balanceSheet: z.object({
    cashOnHand: money,
    marketCapitalization: money,
    totalDebt: money,
    capitalStock: money,
  }),
  shareStructure: z.object({
    totalShares: z.number().int(),
    floatShares: z.number().int().describe('Unowned shares on the public float'),
    superShareMultiplier: z.number().int(),
    sharePrice: money,
    previousSharePrice: money,
    shareholders: z.array(shareholderSchema),
  }),
  creditRating: z.object({
    rating: z.string(),
    score: z.number().min(0).max(100),
    components: z.record(z.string(), z.number()),
    compositeScore: z.number().min(0).max(100).describe('Alias of score'),
    effectiveCouponRate: z
      .number()
      .nullable()
      .describe(
        "Annual coupon (a fraction) a new issue of the shortest term would pay today, from the country's prime rate and this rating",
      ),
  }),
  bonds: z.array(bondSchema).describe("The corporation's bonds, active first (same rows as /bonds)"),
  sectors: z.array(
    z.object({
      stateId: z.string(),
      stateName: z.string(),
      sectorType: z.string(),
      revenue: money.describe('Last turn'),
      capitalStock: money,
    }),
  ),
});

export const getCorporationResponse = corporationDetailSchema.partial().extend({ found: foundField });

const side = z.object({ name: z.string() }).nullable().describe('Null when the public float is that side');

export const shareHistoryResponse = z.object({
  found: foundField,
  corporation: z.object({ id: objectId, name: z.string() }).nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  entries: z.array(
    z.object({
      kind: z.string().describe('trade, issuance or founding'),
      turn: z.number().int(),
      createdAt: isoTimestamp,
      shares: z.number().int(),
      pricePerShareAnchor: z.number(),
      totalAnchor: z.number(),
      corpCurrencyCode: z.string(),
      from: side,
      to: side,
      note: z.string().nullable(),
    }),
  ),
});

export const marketCompanySchema = z.object({
  id: objectId.describe('Corporation ObjectId'),
  sequentialId: z.number().int(),
  name: z.string(),
  tickerSymbol: z.string(),
  type: z.string().describe('Sector type id'),
  countryId: z.string(),
  currencyCode: z.string(),
  sharePrice: money.describe("Last trade or drifted price, the corporation's currency"),
  change: z.number().nullable().describe('Percent change of the share price over the last turn'),
  marketCap: money,
  floatShares: z.number().int().describe('Unowned shares buyable at the share price'),
  bestAsk: money.nullable().describe('Lowest open sell-order price; null when no order is open'),
  sharesOffered: z.number().int().describe('Shares in open sell orders'),
  isPublic: z.boolean(),
});

export const marketSectorSchema = z.object({
  stateId: z.string(),
  stateName: z.string(),
  countryId: z.string(),
  sectorType: z.string(),
  operators: z.number().int().describe('Corporations operating this sector in the state'),
  capitalStock: money.describe('Their capital there, local currency'),
  revenue: money.describe('Their revenue there last turn, local currency'),
});

export const marketResponse = z.object({
  found: foundField,
  mode: z.enum(MARKET_VIEWS),
  sectorType: z.string(),
  page: z.number().int(),
  totalPages: z.number().int(),
  companies: z.array(marketCompanySchema).optional().describe("mode 'share': listed companies"),
  sectors: z
    .array(marketSectorSchema)
    .optional()
    .describe("mode 'unowned': state sectors of the type, those no corporation operates first"),
});

export type CorporationDetail = z.infer<typeof corporationDetailSchema>;
export type MarketResponse = z.infer<typeof marketResponse>;
