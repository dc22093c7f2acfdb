import { z } from 'zod';
import { profileUrlSchema } from '../characters/profile-url';
import { OBJECT_ID_PATTERN } from '../ids';

/**
 * Response schemas shared by several v1 endpoints. Objects are plain z.object: the contract test
 * tightens them to strict, while OpenAPI clients stay free to ignore fields added later (v1 is additive).
 */

export const isoTimestamp = z.iso.datetime().describe('UTC ISO 8601 timestamp');

export const objectId = z.string().regex(OBJECT_ID_PATTERN).describe('24-hex ObjectId');

export const foundField = z
  .boolean()
  .describe('False when the lookup missed or the world has no such data yet; never an error.');

export const activeElectionSchema = z
  .object({
    id: z.string(),
    electionType: z.string(),
    status: z.string(),
  })
  .describe('The election the character is currently standing in, or null.');

export const characterSummarySchema = z.object({
  id: objectId.describe('24-hex ObjectId; the targetCharacterId that /api/v1/transfer takes'),
  sequentialId: z
    .number()
    .int()
    .positive()
    .describe('Public number used by profile URLs and /characters/bulk'),
  name: z.string(),
  bio: z.string(),
  countryId: z.string().describe('Home country code, e.g. US'),
  party: z.string().nullable().describe('Party name, or null for no party'),
  partyId: z.string().nullable(),
  partyColor: z.string().nullable().describe('#rrggbb'),
  state: z.string().describe('Name of the home state or region'),
  stateCode: z.string().describe('Code of the home state or region, e.g. CA'),
  position: z.string().describe('Office or title held, "Citizen" when none'),
  politicalInfluence: z.number().describe('0 to 100'),
  nationalInfluence: z.number().describe('0 to 100'),
  favorability: z.number().describe('0 to 100'),
  campaignFunds: z.number().describe('In the home currency'),
  netWorth: z.number().describe('Campaign funds plus cash on hand, in the home currency'),
  isCeo: z.boolean(),
  profileUrl: profileUrlSchema,
  activeElection: activeElectionSchema.nullable(),
});

export const characterDetailSchema = characterSummarySchema.extend({
  currencyCode: z.string().describe('Home currency, ISO 4217'),
  cashOnHand: z.number().describe('In the home currency'),
  infamy: z.number().int().min(0),
  donorBaseLevel: z.number().int().min(0),
  policies: z.object({
    economic: z.number().int().min(-5).max(5),
    social: z.number().int().min(-5).max(5),
  }),
  isNpc: z.boolean().describe('True for non-player characters'),
  createdAt: isoTimestamp,
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

export const partyDetailSchema = partySummarySchema.extend({
  chairName: z.string().nullable(),
  topMembers: z.array(partyMemberSchema).describe('Top 5 members by political influence'),
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

export const gameSummarySchema = z.object({
  currentTurn: z.number().int().positive(),
  displayTurn: z.number().int().positive(),
  currentYear: z.number().int(),
  startingYear: z.number().int(),
  gameDate: z.iso.date().describe('YYYY-MM-DD'),
  gameDateLabel: z.string().describe('e.g. "Week 2 of March 2025"'),
  calendar: z.object({
    month: z.number().int().min(1).max(12),
    weekOfMonth: z.number().int().min(1).max(5),
    year: z.number().int(),
  }),
  nextTurnAt: isoTimestamp.nullable().describe('Null while paused'),
  lastTurnAt: isoTimestamp.nullable(),
  turnDurationMs: z.number().int().positive(),
  status: z.enum(['active', 'paused']),
  isActive: z.boolean(),
  fastMode: z.boolean(),
  preset: z.string().nullable(),
  iteration: z.object({ type: z.string(), number: z.number().int() }).nullable(),
});

export const apiParamSchema = z.object({
  name: z.string(),
  in: z.enum(['query', 'path']),
  required: z.boolean(),
  type: z.string().describe('JSON Schema type: string, integer, number or boolean'),
  description: z.string(),
});

export const apiEndpointDescriptionSchema = z.object({
  id: z.string(),
  method: z.enum(['GET', 'POST']),
  path: z.string(),
  url: z.string().url(),
  scope: z.enum(['public', 'private']),
  bucket: z.string(),
  summary: z.string(),
  tag: z.string(),
  params: z.array(apiParamSchema),
});

export const rateLimitDescriptionSchema = z.object({
  bucket: z.string(),
  limit: z.number().int().positive(),
  windowSeconds: z.number().int().positive(),
  per: z.string(),
});

/** The error body of every v1 endpoint. */
export const v1ErrorSchema = z.object({
  ok: z.literal(false),
  error: z.string().describe('Human-readable; for display only'),
  code: z.string().describe('Stable machine code; branch on this'),
});

/** openapi.json is served bare (a valid OpenAPI document cannot carry `ok`). */
export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  tags: z.array(z.object({ name: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.record(z.string(), z.unknown())),
});
