// PATCH /api/settings/theme: {theme} (one of lib/settings THEMES); persists it and emits theme_changed.
import { clientRoute } from '@/lib/http/client-route';
import { updateThemeInput } from '@/lib/settings/schemas';
import { updateTheme } from '@/lib/settings/update-theme';

export const PATCH = clientRoute({ auth: 'user', body: updateThemeInput }, async ({ db, user, body }) => {
  await updateTheme(db, { userId: user.id, theme: body.theme });
  return { success: true };
});
