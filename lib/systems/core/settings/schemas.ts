import { z } from 'zod';
import { THEMES } from '@/lib/platform/theme';

export const updateThemeInput = z.object({
  theme: z.enum(THEMES, { message: `theme must be one of: ${THEMES.join(', ')}` }),
});
