import { setUserTheme } from '@/lib/platform/auth/users';
import type { Db } from '@/lib/platform/db';
import { AppError } from '@/lib/platform/errors';
import { eventBus } from '@/lib/platform/events/bus';
import { parseInput } from '@/lib/platform/validation';
import { updateThemeInput } from './schemas';

/** Persists the user's theme, then emits theme_changed (after the write, so listeners see the new value). */
export async function updateTheme(db: Db, input: { userId: string; theme: unknown }): Promise<void> {
  const { theme } = parseInput(updateThemeInput, { theme: input.theme });
  if (!(await setUserTheme(db, input.userId, theme))) throw new AppError('NOT_FOUND', 'No such user.');
  eventBus().emit('theme_changed', { userId: input.userId, theme });
}
