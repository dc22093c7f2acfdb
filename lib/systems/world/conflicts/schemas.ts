import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField } from '@/lib/platform/schemas';
import {
  BATTLE_RESULTS,
  BATTLES_LIMIT_DEFAULT,
  BATTLES_LIMIT_MAX,
  CONFLICT_BLOCS,
  CONFLICT_STATUSES,
  CONFLICT_TYPES,
  CONFLICTS_LIMIT_DEFAULT,
  CONFLICTS_LIMIT_MAX,
  SIDE_KINDS,
  TERRAINS,
} from './constants';

/** Inputs and outputs of the conflict reads; input schemas are idempotent so verbs can re-parse. */

const limit = (max: number, fallback: number, what: string) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .default(fallback)
    .describe(`Most ${what} to return, 1 to ${max} (default ${fallback})`);

export const listConflictsQuery = z.object({
  country: countryCode.optional().describe('Country code (host or participant), case-insensitive'),
  status: z
    .enum(CONFLICT_STATUSES)
    .optional()
    .describe(`One of ${CONFLICT_STATUSES.join(', ')}`),
  limit: limit(CONFLICTS_LIMIT_MAX, CONFLICTS_LIMIT_DEFAULT, 'conflicts'),
});

export const countryBattlesParams = z.object({
  code: countryCode.describe('Country code, case-insensitive'),
});
export const countryBattlesQuery = z.object({
  limit: limit(BATTLES_LIMIT_MAX, BATTLES_LIMIT_DEFAULT, 'battles'),
});
export const countryBattlesInput = countryBattlesParams.extend(countryBattlesQuery.shape);

const percent = z.number().min(0).max(100);

export const conflictSideSchema = z.object({
  label: z.string(),
  countries: z.array(z.string()).describe('Our countries fighting on this side'),
  kind: z.enum(SIDE_KINDS),
  backer: z.string().nullable().describe('A country arming this side without fighting, or null'),
});

export const conflictSchema = z.object({
  conflictId: z.number().int().positive(),
  name: z.string(),
  hostCountry: z.string(),
  region: z.string().describe("The host state's name or a named theater region"),
  type: z.enum(CONFLICT_TYPES),
  status: z.enum(CONFLICT_STATUSES),
  bloc: z.enum(CONFLICT_BLOCS),
  terrain: z.enum(TERRAINS as [string, ...string[]]),
  severity: z.number().int().min(1).max(5),
  intensity: percent,
  control: percent.describe('Share of the contested area held by side B'),
  supplyA: percent,
  supplyB: percent,
  sideA: conflictSideSchema,
  sideB: conflictSideSchema,
  startedTurn: z.number().int(),
  resolvedTurn: z.number().int().nullable().describe('Null while open'),
});

export const listConflictsResponse = z.object({
  found: foundField,
  conflicts: z.array(conflictSchema).describe('Newest first'),
});

export const battleSchema = z.object({
  theaterId: z.number().int().positive().describe('The conflict the battle was fought in'),
  declarerCountry: z
    .string()
    .nullable()
    .describe("The attacking side's lead country; null for a non-state force"),
  targetCountry: z
    .string()
    .nullable()
    .describe("The defending side's lead country; null for a non-state force"),
  attackers: z.string(),
  defenders: z.string(),
  turn: z.number().int(),
  result: z.enum(BATTLE_RESULTS).nullable().describe('Null when the sides made no contact'),
  noContact: z.boolean(),
  unopposedAdvance: z.boolean(),
  controlBefore: percent,
  controlAfter: percent,
});

export const countryBattlesResponse = z.object({
  found: foundField,
  countryId: z.string(),
  battles: z.array(battleSchema).describe('Newest first'),
});

export const conflictHistoryPoint = z.object({
  turn: z.number().int(),
  control: percent,
  supplyA: percent,
  supplyB: percent,
  intensity: percent,
  status: z.enum(CONFLICT_STATUSES),
});

/** The world page's read: conflicts with their per-turn control history, oldest point first. */
export const conflictBoardResponse = z.object({
  found: foundField,
  conflicts: z.array(conflictSchema.extend({ history: z.array(conflictHistoryPoint) })),
});

export type ConflictView = z.input<typeof conflictSchema>;
export type BattleView = z.input<typeof battleSchema>;
export type ConflictBoard = z.input<typeof conflictBoardResponse>;
