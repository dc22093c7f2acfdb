import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url-schema';
import { foundField } from '@/lib/platform/schemas';
import { countryCode } from './country-code';

/** Inputs and outputs of the country verbs; input schemas are idempotent so verbs can re-parse. */

export const countryCodeParams = z.object({
  code: countryCode.describe('Country code, case-insensitive, e.g. US or uk (GB is an alias of UK)'),
});

export const economyPreviewSchema = z.object({
  currencyCode: z.string(),
  gdpMillions: z.number().describe('Nominal GDP in millions of the local currency'),
  gdpPerCapita: z.number().describe('In the local currency'),
  forexRate: z.number().nullable().describe('Local units per one internal anchor unit'),
  gdpAnchorMillions: z.number().nullable().describe('GDP converted to anchor units, for comparisons'),
});

export const countrySummarySchema = z.object({
  id: z.string().describe('Country code, e.g. US'),
  name: z.string(),
  governmentType: z.string(),
  status: z.string(),
  enabledForPlayers: z.boolean(),
  economyPreview: economyPreviewSchema,
  currencyCode: z.string(),
  regionCount: z.number().int().min(0),
  population: z.number().int().min(0),
  gdpMillions: z.number(),
});

export const seatShareSchema = z.object({
  partyName: z.string(),
  seats: z.number().int().min(0),
  seatPct: z.number().min(0).max(100),
});

/** A party's share of the primary chamber with the party's id and color, null for independents. */
export const partySeatShareSchema = seatShareSchema.extend({
  partyId: z.string().nullable().describe('Null for members without a party'),
  partyColor: z.string().nullable().describe('#rrggbb, or null for members without a party'),
});

export const currentLeaderSchema = z.object({
  name: z.string(),
  party: z.string().nullable(),
  profileUrl: profileUrlSchema,
});

export const countryDetailSchema = z.object({
  countryId: z.string(),
  name: z.string(),
  governmentType: z.string(),
  population: z.number().int().min(0),
  currencyCode: z.string(),
  executiveTitle: z.string(),
  currentLeader: currentLeaderSchema.nullable(),
  legislatureComposition: z.array(partySeatShareSchema),
  lastElectionCycle: z.number().int().nullable(),
});

export const listCountriesResponse = z.object({
  found: foundField,
  countries: z.array(countrySummarySchema),
});

/** A miss carries found:false and nothing else. */
export const getCountryResponse = countryDetailSchema.partial().extend({ found: foundField });

export type EconomyPreview = z.input<typeof economyPreviewSchema>;
export type CountrySummary = z.input<typeof countrySummarySchema>;
export type CountryDetail = z.input<typeof countryDetailSchema>;
