import { z } from 'zod';

export const setGameStatusInput = z.object({ status: z.enum(['active', 'paused']) });

/** At least one flag; an omitted one keeps its value. */
export const setGameFlagsInput = z
  .object({ transfersPaused: z.boolean().optional(), forexEnabled: z.boolean().optional() })
  .strict()
  .refine((flags) => flags.transfersPaused !== undefined || flags.forexEnabled !== undefined, {
    message: 'name transfersPaused or forexEnabled',
  });
