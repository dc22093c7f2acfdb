import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url';
import { foundField } from '@/lib/platform/schemas';
import { countryCode } from './country-code';
import { regionSectorsSchema } from '@/lib/systems/economy/economy/region-sectors';

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
  legislatureComposition: z.array(seatShareSchema),
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

/** One region of GET /api/public/v1/country/[code]/regions. */
export const regionDetailSchema = z.object({
  id: z.string().describe('Region code, e.g. CA'),
  name: z.string(),
  regionType: z.string().describe('state, district, region, nation, land, city_state ...'),
  parentRegionId: z.string().nullable().describe('Null: every region is a first-level subdivision'),
  region: z
    .string()
    .describe('The broader region: US Census region, UK nation, East/West Germany, Japanese island'),
  population: z.number().int().min(0),
  votingEligiblePopulation: z.number().int().min(0),
  workingAgePopulation: z.number().int().min(0),
  gdpMillions: z.number(),
  gdpPerCapita: z.number().describe('In the local currency'),
  houseDistricts: z.number().int().min(0).describe('Seats of the primary chamber apportioned to the region'),
  stateSenateSeats: z
    .number()
    .int()
    .min(0)
    .describe("Seats of the country's other chamber elected in the region"),
  votingSystem: z.string().describe('fptp, mixed_member_proportional, parallel ...'),
  economicLean: z.number().describe('-100 (left) .. +100 (right), percent'),
  socialLean: z.number().describe('-100 (progressive) .. +100 (conservative), percent'),
  sectorSpecializations: regionSectorsSchema.shape.sectorSpecializations,
  topSectors: regionSectorsSchema.shape.topSectors,
  metricsUpdatedAt: z.iso.datetime().nullable().describe('When the turn that last moved its metrics ran'),
});

export const getCountryRegionsResponse = z.object({
  found: foundField,
  countryId: z.string(),
  countryName: z.string().nullable(),
  count: z.number().int().min(0),
  regions: z.array(regionDetailSchema).describe('Ordered by name'),
});

export type RegionDetail = z.input<typeof regionDetailSchema>;
export type GetCountryRegionsResult = z.input<typeof getCountryRegionsResponse>;
