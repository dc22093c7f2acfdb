import { z } from 'zod';
import { foundField } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import { BONDS, BONDS_PAGE_SIZE, MAX_BOND_ISSUANCE, MAX_BOND_UNITS_PER_TRADE } from './constants';

/** Inputs and outputs of the bond verbs; input schemas are idempotent. */

export const listBondsQuery = z.object({
  corp: text({ max: 120 }).optional().describe('Corporation name, case-insensitive; omit for every bond'),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .describe(`Page number, ${BONDS_PAGE_SIZE} bonds a page`),
});

export const bondSchema = z.object({
  id: z.string(),
  couponRate: z.number().describe('Annual coupon, a fraction (0.05 = 5%)'),
  maturityLabel: z.string().describe('Original term, e.g. "2 Year"'),
  totalIssued: z.number().describe("Face value issued, the issuer's currency"),
  marketPrice: z.number().describe('Price per unit of face value (1 = par)'),
  yieldToMaturity: z.number().describe('Annual yield at the market price, a fraction; 0 once defaulted'),
  defaulted: z.boolean(),
  corporationId: z.string(),
  corporationName: z.string(),
  currencyCode: z.string(),
  status: z.enum(['active', 'matured', 'defaulted']),
  issuedTurn: z.number().int(),
  maturesAtTurn: z.number().int(),
  unitFaceValue: z.number().describe("Face value of one unit, the issuer's currency"),
  unitsAvailable: z.number().int().min(0).describe('Units the bond market holds, for sale to players'),
  turnsRemaining: z.number().int().min(0).describe('Turns until maturity; 0 once matured or defaulted'),
  holders: z.number().int().min(0).describe('Characters holding units of the bond'),
});
export type BondRow = z.infer<typeof bondSchema>;

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  totalCount: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});

export const listBondsResponse = z.object({
  found: foundField,
  bonds: z.array(bondSchema).describe('Active bonds first, then the newest issues'),
  pagination: paginationSchema,
});

export const bondIdParams = z.object({ id: text({ max: 40 }).regex(/^[0-9a-f]{24}$/, 'must be a bond id') });

export const issueBondBody = z.object({
  amount: z
    .number()
    .int()
    .min(BONDS.minIssuance)
    .max(MAX_BOND_ISSUANCE)
    .refine((amount) => amount % BONDS.unitFaceValue === 0, `must be a multiple of ${BONDS.unitFaceValue}`)
    .describe("Face value to issue, the corporation's currency"),
  maturityTurns: z
    .number()
    .int()
    .refine((turns) => BONDS.corporateIssuanceMaturities.includes(turns), {
      message: `must be one of ${BONDS.corporateIssuanceMaturities.join(', ')}`,
    }),
});

export const tradeBondBody = z.object({
  units: z.number().int().min(1).max(MAX_BOND_UNITS_PER_TRADE),
});
