import { z } from 'zod';

/** POST /api/offices/resign body: the seat to leave; optional when the player holds one office. */
export const resignOfficeBody = z.object({
  seatId: z
    .string()
    .regex(/^[a-z0-9_-]{1,120}$/, 'seatId is a seat id such as uk-mp-london-3')
    .optional()
    .describe('The seat to leave; may be left out when you hold a single office'),
});
