import { z } from 'zod';
import { entityRef, objectId } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import { MAX_DIVIDEND_RATE, SHARES } from './constants';

/** Inputs of the corporation player actions (cookie auth); amounts are major units of a currency. */

const shareCount = (max: number) => z.number().int().min(1).max(max).describe(`Whole shares, 1 to ${max}`);
const money = (max: number) =>
  z
    .number()
    .positive()
    .max(max)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'must have at most two decimals',
    });

export const corporationIdParam = z.object({ id: entityRef });

export const foundCorporationInput = z.object({
  name: text({ max: 60, min: 3 }).describe('Unique name, case-insensitive'),
  type: text({ max: 40 }).describe('A sector type id'),
  capital: money(1e12).describe('Founding capital in your home currency, taken from cash on hand'),
});

export const placeSellOrderInput = z.object({
  shares: shareCount(SHARES.maxSharesPerOrder),
  pricePerShare: money(1e9).describe("Asking price per share in the corporation's currency"),
  asCorporationId: entityRef.optional().describe('Sell shares held by a corporation you run as CEO'),
});

export const buySharesInput = z.object({
  shares: shareCount(SHARES.maxSharesPerOrder),
  maxPricePerShare: money(1e9)
    .optional()
    .describe("Highest price per share to pay, in the corporation's currency; default: any"),
  asCorporationId: entityRef.optional().describe('Buy for a corporation you run as CEO'),
});

export const issueSharesInput = z.object({
  shares: shareCount(SHARES.maxIssuePerAction).describe('New shares listed on the public float'),
});

export const setDividendRateInput = z.object({
  ratePct: z
    .number()
    .min(0)
    .max(MAX_DIVIDEND_RATE)
    .describe(`Percent of after-tax profit, 0 to ${MAX_DIVIDEND_RATE}`),
});

export const cancelSellOrderParams = z.object({ id: objectId, orderId: objectId });
