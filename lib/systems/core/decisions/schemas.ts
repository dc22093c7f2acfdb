import { z } from 'zod';
import { text } from '@/lib/platform/validation';
import { countryCodeParams } from '@/lib/systems/core/countries/schemas';
import { foundField } from '@/lib/platform/schemas';
import { PUBLIC_DECISIONS_LIMIT_DEFAULT, PUBLIC_DECISIONS_LIMIT_MAX } from './constants';
import { DECISION_SOURCES } from './types';

/** POST /api/decisions/[id]. */
export const decisionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const decideBody = z.object({ option: text({ max: 64 }) });

const option = z.object({ key: z.string(), label: z.string(), consequences: z.string() });

/** One decision as its addressee sees it (no effect data: the consequences say it in words). */
export const decisionView = z.object({
  id: z.number().int(),
  source: z.enum(DECISION_SOURCES),
  title: z.string(),
  body: z.string(),
  countryId: z.string(),
  stateId: z.string().nullable(),
  options: z.array(option),
  defaultOption: z.string(),
  openedTurn: z.number().int(),
  closesTurn: z.number().int(),
  closesAt: z.string(),
  status: z.enum(['open', 'decided']),
  chosenOption: z.string().nullable(),
  decidedBy: z.enum(['player', 'npc', 'default']).nullable(),
  decidedTurn: z.number().int().nullable(),
});
export type DecisionView = z.infer<typeof decisionView>;

export const listMyDecisionsResponse = z.object({
  currentTurn: z.number().int(),
  open: z.array(decisionView),
  recent: z.array(decisionView),
});

export const decideResponse = z.object({ decision: decisionView });

/** GET /api/public/v1/country/[code]/decisions. */
export const countryDecisionsParams = countryCodeParams;
export const countryDecisionsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_DECISIONS_LIMIT_MAX)
    .default(PUBLIC_DECISIONS_LIMIT_DEFAULT)
    .describe(
      `Most decisions to return, 1 to ${PUBLIC_DECISIONS_LIMIT_MAX} (default ${PUBLIC_DECISIONS_LIMIT_DEFAULT})`,
    ),
});
export const countryDecisionsInput = countryDecisionsParams.extend(countryDecisionsQuery.shape);
export const publicDecision = z.object({
  id: z.number().int(),
  source: z.enum(DECISION_SOURCES),
  title: z.string(),
  characterId: z.string().nullable(),
  characterName: z.string(),
  stateId: z.string().nullable(),
  openedTurn: z.number().int(),
  decidedTurn: z.number().int(),
  decidedBy: z.enum(['player', 'npc', 'default']),
  outcome: z.object({ option: z.string(), label: z.string(), consequences: z.string() }),
});
export const countryDecisionsResponse = z.object({
  found: foundField,
  countryId: z.string().nullable(),
  decisions: z
    .array(publicDecision)
    .describe('Decided decisions, newest first: who, what, when and the outcome'),
});
export type CountryDecisionsResult = z.input<typeof countryDecisionsResponse>;
