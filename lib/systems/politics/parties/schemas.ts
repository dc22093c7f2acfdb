import { z } from 'zod';
import { profileUrlSchema } from '@/lib/systems/core/characters/profile-url-schema';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField, objectId } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  PARTY_ID_MAX,
  PARTY_LIST_SHOWN,
  PARTY_RECENT_ELECTIONS,
  PARTY_SELECTIONS_SHOWN,
  PARTY_WHIP_POSITIONS,
} from './constants';

/** Inputs and outputs of the party verbs; input schemas are idempotent so verbs can re-parse. */

export const listPartiesQuery = z.object({
  country: countryCode.optional().describe('Country code, case-insensitive; omit for every party'),
});

export const getPartyQuery = z.object({
  id: text({ max: PARTY_ID_MAX })
    .transform((id) => id.toLowerCase())
    .describe('Party id, e.g. us-dem'),
  country: countryCode.describe('Country code the party belongs to, e.g. US'),
});

export const partySummarySchema = z.object({
  id: z.string(),
  countryId: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  color: z.string().describe('#rrggbb'),
  economicPosition: z.number().int().describe('-5 (left) to +5 (right)'),
  socialPosition: z.number().int().describe('-5 (progressive) to +5 (conservative)'),
  memberCount: z.number().int().min(0),
  seatCount: z.number().int().min(0).describe('Legislature seats held'),
  treasury: z.number().describe("In the country's currency"),
  isDefault: z.boolean().describe('True for the party new characters join by default'),
});

export const partyMemberSchema = z.object({
  id: objectId,
  sequentialId: z.number().int().positive(),
  name: z.string(),
  position: z.string(),
  stateCode: z.string(),
  politicalInfluence: z.number(),
  nationalInfluence: z.number(),
  profileUrl: profileUrlSchema,
});

export const partyElectionResultSchema = z.object({
  electionId: z.string(),
  electionType: z.string().describe('The office key, e.g. senator'),
  state: z.string().nullable().describe('State or region code; null for a national election'),
  cycle: z.number().int().min(1),
  endTurn: z.number().int().describe('The turn the votes were counted'),
  totalSeats: z.number().int().min(1),
  seatsWon: z.number().int().min(0).describe("Seats the party's candidates won"),
  votes: z.number().int().min(0).describe("Votes cast for the party's candidates"),
});

export const partyDetailSchema = partySummarySchema.extend({
  economicLabel: z.string().describe('The economic position in words: Left, Centre or Right'),
  socialLabel: z.string().describe('The social position in words: Progressive, Centrist or Conservative'),
  partyUrl: z.string().describe('Site-relative path of the party page'),
  chairName: z.string().nullable().describe("The elected leader's name (the chair); null when there is none"),
  leader: z
    .object({
      characterId: z.string(),
      name: z.string(),
      since: z
        .number()
        .int()
        .nullable()
        .describe('The turn they took the leadership; null for the seeded chair'),
    })
    .nullable()
    .describe("The party's leader, elected by its members"),
  whips: z
    .array(
      z.object({
        billId: z.string(),
        billTitle: z.string(),
        position: z.enum(PARTY_WHIP_POSITIONS).describe('How the party tells its legislators to vote'),
        turn: z.number().int().describe('The turn the whip was set'),
      }),
    )
    .describe('Whips on pending bills, newest first'),
  partyList: z
    .array(
      z.object({
        characterId: z.string(),
        name: z.string(),
        profileUrl: profileUrlSchema,
        standing: z
          .number()
          .int()
          .describe('Party standing, 0 to 100: a broken whip lowers it, it recovers each turn'),
        politicalInfluence: z.number(),
      }),
    )
    .describe(
      `The head of the party list (first ${PARTY_LIST_SHOWN}): members holding no seat, by standing, then influence, then seniority. Empty where no seat is a list seat`,
    ),
  selections: z
    .array(
      z.object({
        electionId: z.string(),
        electionName: z.string(),
        closesTurn: z.number().int(),
        candidates: z.array(
          z.object({
            characterId: z.string(),
            name: z.string(),
            votes: z.number().int().min(0).describe("Members' votes so far"),
            incumbent: z.boolean(),
          }),
        ),
      }),
    )
    .describe(
      `Open candidate selections, members choosing the party's candidates for a race (first ${PARTY_SELECTIONS_SHOWN}, soonest first)`,
    ),
  coalitionTalks: z
    .object({
      formateurName: z.string().describe('The party leading the talks'),
      isFormateur: z.boolean().describe('True when this party leads them'),
      closesTurn: z.number().int(),
      majorityThreshold: z.number().int().describe('Seats a government needs'),
      seatsAgreed: z.number().int().describe("The formateur's seats and its partners' who accepted"),
      offers: z.array(
        z.object({
          partyName: z.string(),
          seats: z.number().int(),
          cabinetPosts: z.number().int(),
          status: z.string().describe('pending, accepted, declined or lapsed'),
        }),
      ),
    })
    .nullable()
    .describe('Open coalition talks this party leads or was asked into; null when none'),
  recentElectionResults: z
    .array(partyElectionResultSchema)
    .describe(`The last ${PARTY_RECENT_ELECTIONS} decided elections the party stood in, newest first`),
  topMembers: z.array(partyMemberSchema).describe('Top 5 members by political influence'),
});

export const listPartiesResponse = z.object({ found: foundField, parties: z.array(partySummarySchema) });

export const getPartyResponse = z.object({ found: foundField, party: partyDetailSchema.nullable() });

export type PartySummary = z.input<typeof partySummarySchema>;
export type PartyDetail = z.input<typeof partyDetailSchema>;
export type ListPartiesResult = z.input<typeof listPartiesResponse>;
export type GetPartyResult = z.input<typeof getPartyResponse>;
