import { z } from 'zod';

// Apart from profile-url.ts, which the browser's links import: they need the path, not zod.
export const profileUrlSchema = z
  .string()
  .regex(/^\/characters\/\d+$/)
  .describe('Site-relative path of the public profile page, e.g. /characters/871');
