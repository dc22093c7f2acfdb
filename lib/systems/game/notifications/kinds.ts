import type { NotificationKinds } from '@/lib/systems/core/notifications/notification-preferences';
import { updatePreferencesBody } from '@/lib/systems/core/notifications/schemas';
import { SYSTEM_MANIFESTS } from '@/lib/systems/game/manifests';

/** Every kind of notification the game writes, system by system as the manifests list them. */
export const NOTIFICATION_KINDS: NotificationKinds = Object.assign(
  {},
  ...SYSTEM_MANIFESTS.map((manifest) => manifest.notificationKinds),
);

/** PATCH /api/notifications/preferences over the game's kinds. */
export const notificationPreferencesBody = updatePreferencesBody(
  Object.keys(NOTIFICATION_KINDS) as [string, ...string[]],
);
