import { z } from 'zod';
import { countryCode } from '@/lib/systems/core/countries/country-code';
import { foundField } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import {
  WORLD_EVENT_KINDS,
  WORLD_EVENT_SCOPES,
  WORLD_EVENT_STATUSES,
  WORLD_EVENTS_LIMIT_DEFAULT,
  WORLD_EVENTS_LIMIT_MAX,
} from './constants';

/** Inputs and outputs of the event reads; input schemas are idempotent so verbs can re-parse. */

const stateCode = text({ max: 12 })
  .regex(/^[A-Za-z0-9]{1,4}(-[A-Za-z0-9]{1,5})?$/, 'must be a state code such as CA or DE-BY')
  .transform((code) => code.toUpperCase());

const listFilters = {
  country: countryCode.optional().describe('Country code, case-insensitive (GB means UK)'),
  state: stateCode.optional().describe('State or region code, case-insensitive (CA, DE-BY)'),
  kind: z
    .enum(WORLD_EVENT_KINDS)
    .optional()
    .describe(`One of ${WORLD_EVENT_KINDS.join(', ')}`),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(WORLD_EVENTS_LIMIT_MAX)
    .default(WORLD_EVENTS_LIMIT_DEFAULT)
    .describe(
      `Most events to return, 1 to ${WORLD_EVENTS_LIMIT_MAX} (default ${WORLD_EVENTS_LIMIT_DEFAULT})`,
    ),
};

export const listWorldEventsQuery = z.object({
  ...listFilters,
  status: z
    .enum(WORLD_EVENT_STATUSES)
    .optional()
    .describe(`One of ${WORLD_EVENT_STATUSES.join(', ')}`),
});

/** The active feed takes the same filters except status, which it fixes. */
export const listActiveWorldEventsQuery = z.object(listFilters);

export const worldEventIdParams = z.object({
  id: text({ max: 12 })
    .regex(/^[1-9]\d{0,8}$/, 'must be a positive integer event id')
    .describe('Event id (a positive integer)'),
});

const effectsSchema = z.object({
  metrics: z
    .array(z.object({ metricId: z.string(), label: z.string(), delta: z.number() }))
    .describe('Shift of each state metric, in its own unit; a country event shifts every state'),
  economy: z
    .object({ gdpGrowth: z.number(), investorConfidence: z.number(), stockMarketPct: z.number() })
    .nullable()
    .describe('National economy: growth and confidence in points, the stock market in percent; null if none'),
  character: z
    .object({ favorability: z.number(), politicalInfluence: z.number() })
    .nullable()
    .describe('Shift of the named character’s standing; null if the event names nobody'),
});

export const worldEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(WORLD_EVENT_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  description: z.string(),
  scope: z.enum(WORLD_EVENT_SCOPES),
  countryId: z.string(),
  countryName: z.string(),
  stateId: z.string().nullable().describe('Null for a country-wide event'),
  stateName: z.string().nullable(),
  severity: z.number().int().min(1).max(5),
  startTurn: z.number().int(),
  endTurn: z.number().int().describe('Last turn the event is active'),
  status: z.enum(WORLD_EVENT_STATUSES),
  expiredTurn: z.number().int().nullable().describe('Null while active'),
  character: z
    .object({
      id: z.string().nullable().describe('Null if the character has since been deleted'),
      name: z.string(),
      profileUrl: z.string().nullable(),
    })
    .nullable()
    .describe('The character the event names (a scandal); null otherwise'),
  effects: effectsSchema.describe('What the event applied when it started'),
  recovery: effectsSchema.nullable().describe('What expiry undid; null while active'),
});

export const listWorldEventsResponse = z.object({
  found: foundField,
  currentTurn: z.number().int(),
  events: z.array(worldEventSchema).describe('Newest first'),
});

export const getWorldEventResponse = z.object({ event: worldEventSchema });

export type WorldEventView = z.input<typeof worldEventSchema>;
