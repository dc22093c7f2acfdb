import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';

/** Inputs and outputs of the commodity verbs; input schemas are idempotent. */

export const commodityKey = text({ max: 64 }).describe('Commodity key, e.g. steel or natural_gas');

export const listCommoditiesQuery = z.object({
  country: countryCode.optional().describe('Adds national price, supply and demand for this country'),
});

export const commodityParams = z.object({ key: commodityKey });
export const getCommodityQuery = z.object({
  country: countryCode.optional().describe("Restricts the state maps and top lists to this country's states"),
});
export const getCommodityInput = getCommodityQuery.extend({ key: commodityKey });

const price = z.number().positive().describe('Anchor units per unit');
const quantity = z.number().min(0).describe('Units per day');

export const commodityRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  category: z.string().describe('raw, industrial, manufactured, consumer or service'),
  extractable: z.boolean(),
  basePrice: price,
  price: price.describe('Global price, anchor units per unit'),
  supply: quantity.describe('World supply, units per day'),
  demand: quantity.describe('World demand, units per day'),
  globalPrice: price.describe('Alias of price'),
  globalSupply: quantity.describe('Alias of supply'),
  globalDemand: quantity.describe('Alias of demand'),
  turn: z.number().int().min(0).describe('Turn of the last price run; 0 is the opening market'),
  nationalPrice: price.optional().describe('With country: the national price'),
  nationalSupply: quantity.optional(),
  nationalDemand: quantity.optional(),
});

export const listCommoditiesResponse = z.object({
  found: foundField,
  countryId: z.string().optional(),
  count: z.number().int().min(0),
  commodities: z.array(commodityRowSchema).describe('In the reference order'),
});

const areaEntry = z.object({
  stateId: z.string(),
  stateName: z.string(),
  countryId: z.string(),
  share: z.number().min(0).max(1).describe('Share of the total over the states listed'),
});

export const commodityDetailSchema = commodityRowSchema.extend({
  statePrices: z.record(z.string(), price).describe('State id to state price'),
  stateSupply: z.record(z.string(), quantity).describe('State id to supply, units per day'),
  stateDemand: z.record(z.string(), quantity).describe('State id to demand, units per day'),
  topProducers: z.array(areaEntry.extend({ supply: quantity })).describe('Ten largest, largest first'),
  topConsumers: z.array(areaEntry.extend({ demand: quantity })).describe('Ten largest, largest first'),
  priceHistory: z
    .array(z.object({ turn: z.number().int().min(0), price }))
    .describe('Global price per turn, oldest first (the newest 240)'),
});

export const getCommodityResponse = z.object({
  found: foundField,
  commodity: commodityDetailSchema.nullable(),
});

export type CommodityRow = z.input<typeof commodityRowSchema>;
export type ListCommoditiesResult = z.input<typeof listCommoditiesResponse>;
export type CommodityDetail = z.input<typeof commodityDetailSchema>;
export type GetCommodityResult = z.input<typeof getCommodityResponse>;
