import { z } from 'zod';
import { foundField } from '@/lib/platform/schemas';

export const careerEntrySchema = z.object({
  type: z
    .string()
    .describe('How the office was gained: elected, appointed, or seeded (held when the world began)'),
  office: z.string().describe('The office title, e.g. Senator'),
  officeLabel: z
    .string()
    .describe('The office with the state or region it represents, e.g. Senator for California'),
  electionId: z.string().nullable().describe('The election that won the office; null unless elected'),
  officeType: z.string().describe('The office key, e.g. senator'),
  party: z.string().nullable().describe('Party at the time'),
  fromState: z.string().nullable().describe('State or region represented when the term began'),
  toState: z
    .string()
    .nullable()
    .describe('State or region when it ended (the same for a seat held to the end)'),
  startTurn: z.number().int(),
  endTurn: z.number().int().nullable().describe('Null while the office is held'),
});

export const getCareerResponse = z.object({
  found: foundField,
  characterId: z.string().nullable(),
  characterName: z.string().nullable(),
  career: z.array(careerEntrySchema).describe('Most recent first'),
});

export type GetCareerResult = z.input<typeof getCareerResponse>;
