import { z } from 'zod';
import { foundField, objectId } from '@/lib/platform/schemas';

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
  seatId: z
    .string()
    .nullable()
    .describe('The seat held (what POST /api/offices/resign and the admin seat tool take)'),
});

export const getCareerResponse = z.object({
  found: foundField,
  characterId: z.string().nullable(),
  characterName: z.string().nullable(),
  career: z.array(careerEntrySchema).describe('Most recent first'),
});

export type GetCareerResult = z.input<typeof getCareerResponse>;

/** A seat's id, e.g. `us-president-nat-1` or `us-senator-ca-2`. */
export const seatIdParams = z.object({
  seatId: z
    .string()
    .min(1)
    .max(80)
    // Office keys carry underscores (us-central_bank_chair-nat-1).
    .regex(/^[a-z0-9_-]+$/)
    .describe('Seat id, e.g. us-president-nat-1 or us-central_bank_chair-nat-1'),
});

export const setSeatHolderBody = z
  .object({ characterId: objectId.describe('The character to seat') })
  .strict();
