import { z } from 'zod';
import { entityRef } from '@/lib/platform/schemas';

/** POST /api/offices/resign body: the seat to leave; optional when the player holds one office. */
export const resignOfficeBody = z.object({
  seatId: z
    .string()
    .regex(/^[a-z0-9_-]{1,120}$/, 'seatId is a seat id such as uk-mp-london-3')
    .optional()
    .describe('The seat to leave; may be left out when you hold a single office'),
});

/** POST /api/offices/vacancies/[id]/appoint: the governor's interim senator. */
export const vacancyIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).describe('The vacancy, as the desk lists it'),
});
export const appointInterimBody = z
  .object({ characterId: entityRef.describe('The politician to appoint: their id or sequential number') })
  .strict();
