import { z } from 'zod';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';
import { currencyCodeParam } from '@/lib/systems/core/money/schemas';
import { ANCHOR_UNIT, FOREX_HISTORY_DEFAULT, FOREX_HISTORY_MAX, FOREX_REGIMES } from './constants';

export const forexCurrencyParams = z.object({
  currency: currencyCodeParam.describe('Currency code, case-insensitive, e.g. USD or gbp'),
});

export const forexCurrencyQuery = z.object({
  history: z.coerce
    .number()
    .int()
    .min(1)
    .max(FOREX_HISTORY_MAX)
    .default(FOREX_HISTORY_DEFAULT)
    .describe(`Most history points, the newest kept, 1 to ${FOREX_HISTORY_MAX}`),
});

export const forexCurrencyInput = forexCurrencyParams.extend(forexCurrencyQuery.shape);

const rate = z.number().positive();

export const forexCurrencySchema = z.object({
  countryId: z.string(),
  currencyCode: z.string(),
  name: z.string(),
  rate: rate.describe(`Local units per one ${ANCHOR_UNIT} unit`),
  baseRate: rate.describe('The opening rate the guard rails and band limits are set around'),
  macroTarget: rate.describe('Where the fundamentals pull the rate: prices, real rates, trade and volume'),
  percentChange: z
    .object({
      turn: z.number().nullable().describe('Rate change over the last turn, percent'),
      turns24: z.number().nullable().describe('Over the last 24 turns (or since turn 0), percent'),
      sinceBase: z.number().describe('Against baseRate, percent'),
    })
    .describe('Positive is a depreciation: more local units per anchor unit'),
  buyVolume24h: z
    .number()
    .min(0)
    .describe(`This currency bought over the last 24 turns, ${ANCHOR_UNIT} units`),
  sellVolume24h: z
    .number()
    .min(0)
    .describe(`This currency sold over the last 24 turns, ${ANCHOR_UNIT} units`),
  netVolume24h: z.number().describe('Bought minus sold'),
  declaredRegime: z.enum(FOREX_REGIMES),
  interventionBand: z
    .object({ floor: rate, ceiling: rate })
    .nullable()
    .describe('The band a band or peg regime holds the rate in; null while floating'),
  capitalControls: z.boolean(),
  cyclePressure: z.object({
    regime: z
      .string()
      .describe('moderate_strengthen, slight_strengthen, neutral, slight_weaken or moderate_weaken'),
    value: z.number().describe('Fractional strengthening per turn (negative weakens)'),
    startedTurn: z.number().int().min(0),
  }),
  spreadStrength: z.number().min(0.5).max(1.5).describe('Multiplier on the exchange spread'),
  updatedTurn: z.number().int().min(0),
  updatedAt: isoTimestamp,
});

export const getForexResponse = z.object({
  found: foundField,
  anchorUnit: z.literal(ANCHOR_UNIT).describe('Every rate is local units per one internal anchor unit'),
  currencies: z.array(forexCurrencySchema),
});

export const forexHistoryPoint = z.object({ turn: z.number().int().min(0), rate });

export const getForexCurrencyResponse = z.object({
  found: foundField,
  currency: forexCurrencySchema
    .extend({ history: z.array(forexHistoryPoint).describe('Oldest to newest') })
    .optional(),
});

export type ForexCurrencyView = z.input<typeof forexCurrencySchema>;
export type ForexOverview = z.input<typeof getForexResponse>;
export type ForexCurrencyResult = z.input<typeof getForexCurrencyResponse>;
