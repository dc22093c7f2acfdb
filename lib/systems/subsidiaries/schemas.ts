import { z } from 'zod';
import { entityRef } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import { SUBSIDIARY } from './constants';

/** Bodies of the subsidiary POST endpoints (docs/subsidiaries.md); money is in major units. */

export const formalizeBody = z.object({
  parentCorporationId: entityRef.describe('The corporation that controls more than half of [id]'),
});

export const releaseBody = z.object({
  dismissCaretaker: z
    .boolean()
    .optional()
    .describe('Remove a caretaker CEO the parent installed, restoring the previous human CEO if any'),
});

export const capitalInjectionBody = z.object({
  amount: z
    .number()
    .positive()
    .max(1e13)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'must have at most two decimals',
    })
    .describe("Amount in the parent's currency, at most 25% of the parent's cash"),
});

export const dividendFloorBody = z.object({
  floorPct: z
    .number()
    .min(0)
    .max(SUBSIDIARY.maxDividendFloorPct)
    .describe(`Percent of after-tax profit, 0 to ${SUBSIDIARY.maxDividendFloorPct}`),
});

const ceoType = z.enum(['character', 'npp']);

export const appointCeoBody = z
  .object({
    ceoType,
    characterId: entityRef.optional(),
    forcedNppId: text({ max: 64 }).optional(),
  })
  .refine((b) => b.ceoType !== 'character' || b.characterId !== undefined, {
    message: 'characterId is required when ceoType is character',
    path: ['characterId'],
  });

export const spinOffBody = z
  .object({
    sectorType: text({ max: 40 }),
    name: text({ max: 60, min: 3 }),
    tickerSymbol: z
      .string()
      .regex(/^[A-Z]{2,5}$/, 'must be 2 to 5 capital letters')
      .optional(),
    appointedCeoType: ceoType,
    appointedCeoCharacterId: entityRef.optional(),
    forcedNppId: text({ max: 64 }).optional(),
  })
  .refine((b) => b.appointedCeoType !== 'character' || b.appointedCeoCharacterId !== undefined, {
    message: 'appointedCeoCharacterId is required when appointedCeoType is character',
    path: ['appointedCeoCharacterId'],
  });

export const toggleSubsidiariesBody = z.object({}).strict();
