// PATCH /api/settings/theme: {theme} (one of lib/systems/core/settings THEMES); persists it and emits theme_changed.
import { clientRoute } from '@/lib/platform/http/client-route';
import { updateThemeInput } from '@/lib/systems/core/settings/schemas';
import { updateTheme } from '@/lib/systems/core/settings/update-theme';

export const PATCH = clientRoute({ auth: 'user', body: updateThemeInput }, async ({ db, user, body }) => {
  await updateTheme(db, { userId: user.id, theme: body.theme });
  return { success: true };
});
