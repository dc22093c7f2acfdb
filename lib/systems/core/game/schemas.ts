import { z } from 'zod';
import { foundField, isoTimestamp } from '@/lib/platform/schemas';

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

/** A missing world reports found:false and nothing else. */
export const getGameSummaryResponse = gameSummarySchema.partial().extend({ found: foundField });

export type GameSummary = z.input<typeof gameSummarySchema>;
