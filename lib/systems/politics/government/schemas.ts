import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url-schema';
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
  seatId: z
    .string()
    .optional()
    .describe('The seat (executive section): what the nomination route and the admin seat tool take'),
});

export const cabinetMemberSchema = z.object({
  role: z.string().describe('The cabinet office title: the portfolio’s title'),
  characterName: z.string(),
  party: z.string().nullable(),
  profileUrl: profileUrlSchema,
  seatId: z.string().describe('The cabinet seat'),
  portfolio: z.string().nullable().describe('finance, foreign_affairs, defence, interior, … (null for none)'),
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

export const executiveParams = z.object({
  code: countryCode.describe('Country code, case-insensitive, e.g. us'),
});

const holderSchema = z
  .object({ characterId: z.string(), name: z.string(), party: z.string().nullable() })
  .describe('The holder, or null while the seat is vacant');

export const getExecutiveResponse = z.object({
  found: foundField,
  countryId: z.string(),
  countryName: z.string().nullable(),
  head: z
    .object({
      seatId: z.string(),
      office: z.string(),
      characterId: z.string(),
      name: z.string(),
      party: z.string().nullable(),
    })
    .nullable()
    .describe('The head of government, or null while vacant'),
  cabinet: z.array(
    z.object({
      seatId: z.string(),
      office: z.string().describe('The portfolio’s title'),
      portfolio: z.string().nullable(),
      holder: holderSchema.nullable(),
      confirmedTurn: z.number().int().nullable().describe('The turn the holder took the seat'),
    }),
  ),
  regionalHeads: z.array(
    z.object({
      seatId: z.string(),
      stateId: z.string(),
      stateName: z.string(),
      office: z.string(),
      holder: holderSchema.nullable(),
    }),
  ),
  nominations: z
    .array(
      z.object({
        id: z.string(),
        seatId: z.string(),
        office: z.string(),
        nominee: holderSchema,
        chamber: z.string().nullable().describe('The chamber voting on it'),
        yes: z.number().int(),
        no: z.number().int(),
        nominatedTurn: z.number().int(),
        closesTurn: z.number().int(),
      }),
    )
    .describe('Pending nominations, oldest first'),
  orders: z
    .array(
      z.object({
        id: z.string(),
        legislationTypeId: z.string(),
        optionIndex: z.number().int(),
        title: z.string().describe('The law and the option ordered'),
        stateId: z.string().nullable(),
        issuedBy: z.string().nullable().describe('The issuer’s name'),
        issuedTurn: z.number().int(),
        expiresTurn: z.number().int(),
      }),
    )
    .describe('Orders in force, newest first'),
  centralBank: z
    .object({
      seatId: z.string(),
      office: z.string(),
      holder: holderSchema.nullable(),
      termEndTurn: z.number().int().nullable(),
      rate: z.number().describe('The prime rate, percent'),
      decidedTurn: z.number().int().describe('The turn of the last rate change'),
      nextDecisionTurn: z.number().int().describe('The first turn the rate may move again'),
      pendingRate: z.number().nullable().describe('A chair’s decision the next turn applies'),
    })
    .nullable(),
});

export type GetExecutiveResult = z.input<typeof getExecutiveResponse>;
