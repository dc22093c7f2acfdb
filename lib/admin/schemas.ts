import { z } from 'zod';

export const setGameStatusInput = z.object({ status: z.enum(['active', 'paused']) });
