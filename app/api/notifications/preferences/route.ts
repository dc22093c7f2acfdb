// GET /api/notifications/preferences: every notification kind with its label and whether it is on.
// PATCH {preferences: {kind: boolean}}: switches kinds on or off.
import { clientRoute } from '@/lib/platform/http/client-route';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from '@/lib/systems/core/notifications/notification-preferences';
import { NOTIFICATION_KINDS, notificationPreferencesBody } from '@/lib/systems/game/notifications/kinds';

export const GET = clientRoute({ auth: 'user' }, ({ db, user }) =>
  getNotificationPreferences(db, { userId: user.id, kinds: NOTIFICATION_KINDS }),
);

export const PATCH = clientRoute(
  { auth: 'user', body: notificationPreferencesBody, rateLimit: 'player-action' },
  ({ db, user, body }) =>
    updateNotificationPreferences(db, { userId: user.id, body, kinds: NOTIFICATION_KINDS }),
);
