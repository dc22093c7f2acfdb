import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { currentLeaderSchema, partySeatShareSchema } from '@/lib/systems/core/countries/schemas';
import { foundField } from '@/lib/platform/schemas';

export const governmentQuery = z.object({
  country: countryCode.describe('Country code (required), e.g. UK'),
});

export const officialSchema = z.object({
  role: z.string().describe('e.g. President, Prime Minister, Majority leader (Senate)'),
  characterName: z.string(),
  party: z.string().nullable(),
  section: z
    .enum(['executive', 'leadership'])
    .describe('executive: the head; leadership: chamber party leaders'),
  profileUrl: profileUrlSchema,
});

export const cabinetMemberSchema = z.object({
  role: z.string().describe('The cabinet office title'),
  characterName: z.string(),
  party: z.string().nullable(),
  profileUrl: profileUrlSchema,
});

export const governmentFormationSchema = z
  .object({
    regime: z.enum(['presidential', 'parliamentary']),
    kind: z.enum(['presidential', 'majority', 'coalition', 'minority']),
    head: z.object({ title: z.string(), name: z.string(), party: z.string().nullable() }).nullable(),
    chamber: z.string().describe('The chamber whose seats are counted'),
    governingParties: z.array(z.object({ partyId: z.string(), name: z.string(), seats: z.number().int() })),
    seatsHeld: z.number().int().min(0).describe("The governing parties' voting seats in the chamber now"),
    chamberSeats: z.number().int().min(0).describe("The chamber's voting seats now"),
    majorityThreshold: z.number().int().min(0).describe('Seats needed for a majority of chamberSeats'),
    formedTurn: z.number().int(),
    type: z.enum(['presidential', 'parliamentary']).describe('Alias of regime'),
    seatsByParty: z
      .array(partySeatShareSchema)
      .optional()
      .describe("Parliamentary only: every party's seats in the chamber, largest first"),
    president: currentLeaderSchema
      .nullable()
      .optional()
      .describe('Presidential only: the president, or null while the office is vacant'),
  })
  .describe(
    'Parliamentary: the parties behind the head and their seats (a coalition when several); presidential: the president and their party seats.',
  );

export const getGovernmentResponse = z.object({
  found: foundField,
  countryId: z.string(),
  country: z.string().describe('Alias of countryId'),
  countryName: z.string().nullable().describe('Null when the country is unknown'),
  officials: z.array(officialSchema),
  cabinet: z.array(cabinetMemberSchema),
  governmentFormation: governmentFormationSchema.nullable(),
});

export type GetGovernmentResult = z.input<typeof getGovernmentResponse>;
