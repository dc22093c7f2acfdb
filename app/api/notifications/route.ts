// GET /api/notifications?cursor&limit&unread: the player's notifications, newest first, with unreadCount.
// PATCH {ids} or {all: true}: marks them read.
import { queryObject } from '@/lib/platform/http/request';
import { clientRoute } from '@/lib/platform/http/client-route';
import { listNotifications } from '@/lib/systems/core/notifications/list-notifications';
import { markNotificationsRead } from '@/lib/systems/core/notifications/mark-notifications-read';
import { markNotificationsBody } from '@/lib/systems/core/notifications/schemas';

export const GET = clientRoute({ auth: 'user' }, ({ db, user, request }) =>
  listNotifications(db, { userId: user.id, query: queryObject(request) }),
);

export const PATCH = clientRoute(
  { auth: 'user', body: markNotificationsBody, rateLimit: 'player-action' },
  ({ db, user, body }) => markNotificationsRead(db, { userId: user.id, body }),
);
