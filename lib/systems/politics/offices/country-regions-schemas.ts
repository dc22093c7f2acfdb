import { z } from 'zod';
import { foundField } from '@/lib/platform/schemas';
import { regionSectorsSchema } from '@/lib/systems/economy/macro/region-sectors';

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
