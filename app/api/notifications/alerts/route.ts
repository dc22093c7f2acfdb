// GET /api/notifications/alerts: the daily digest and urgent alert switches, per-kind switches, and the
// email address and webhook they go to. PATCH {dailyDigest?, urgentAlerts?, decisions?, bills?, filings?,
// email?, webhookUrl?}: changes the named settings.
import { clientRoute } from '@/lib/platform/http/client-route';
import { getAlertPreferences, updateAlertPreferences } from '@/lib/systems/core/alerts/alert-preferences';
import { updateAlertPreferencesBody } from '@/lib/systems/core/alerts/schemas';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) =>
  getAlertPreferences(db, { userId: user.id }),
);

export const PATCH = clientRoute(
  { auth: 'user', body: updateAlertPreferencesBody, rateLimit: 'player-action' },
  ({ db, user, body }) => updateAlertPreferences(db, { userId: user.id, body }),
);
