/**
 * A kind of notification with the label and line the preferences page shows. Each system's manifest
 * lists the kinds it writes; a kind a character switched off is skipped at write time
 * (notification_preferences).
 */
export interface NotificationKindInfo {
  label: string;
  description: string;
}

/** A kind's key, e.g. `money_received`; the assembled list is the game's (game/notifications). */
export type NotificationKind = string;

/** The live_events kind under which /api/events streams a notification frame. */
export const NOTIFICATION_LIVE_EVENT_KIND = 'notification';

export const NOTIFICATIONS_LIMIT_DEFAULT = 20;
export const NOTIFICATIONS_LIMIT_MAX = 100;
/** Ids one PATCH may mark read. */
export const NOTIFICATIONS_MARK_MAX = 200;
