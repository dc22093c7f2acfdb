import { z } from 'zod';
import { THEMES } from './constants';

export const updateThemeInput = z.object({
  theme: z.enum(THEMES, { message: `theme must be one of: ${THEMES.join(', ')}` }),
});
