import { z } from 'zod';
import { isoTimestamp } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import { NOTIFICATIONS_LIMIT_DEFAULT, NOTIFICATIONS_LIMIT_MAX, NOTIFICATIONS_MARK_MAX } from './kinds';

/** A `seq` cursor: the page after this one starts below it (pages run newest first). */
export const seqCursor = z.coerce
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .describe('The nextCursor of the previous page');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** GET /api/notifications?cursor&limit&unread */
export const listNotificationsQuery = z.object({
  cursor: seqCursor.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_LIMIT_MAX).default(NOTIFICATIONS_LIMIT_DEFAULT),
  unread: booleanFlag.optional().describe('Only unread notifications'),
});

export const notificationView = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  turn: z.number().int(),
  read: z.boolean(),
  /** It asks something of the player before a deadline (a decision, a vote, a bill to sign, a filing). */
  urgent: z.boolean(),
  readAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});

export type NotificationView = z.infer<typeof notificationView>;

export interface NotificationsPage {
  notifications: NotificationView[];
  unreadCount: number;
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
}

/** PATCH /api/notifications: `{ ids }` marks those read, `{ all: true }` marks every one read. */
export const markNotificationsBody = z.union([
  z
    .object({
      ids: z
        .array(text({ max: 64 }))
        .min(1)
        .max(NOTIFICATIONS_MARK_MAX),
    })
    .strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

/**
 * PATCH /api/notifications/preferences: `{ preferences: { kind: enabled } }`, only the kinds to change,
 * each one of `kinds` (the game's assembled list).
 */
export function updatePreferencesBody(kinds: readonly [string, ...string[]]) {
  return z
    .object({ preferences: z.partialRecord(z.enum(kinds), z.boolean()) })
    .strict()
    .refine((body) => Object.keys(body.preferences).length > 0, 'name at least one kind');
}

export interface NotificationPreferenceView {
  kind: string;
  label: string;
  description: string;
  enabled: boolean;
}
