import { z } from 'zod';
import { isoTimestamp } from '@/lib/platform/schemas';
import { text } from '@/lib/platform/validation';
import { seqCursor } from '@/lib/systems/core/notifications/schemas';
import { MAIL_BODY_MAX, MAIL_LIMIT_DEFAULT, MAIL_LIMIT_MAX, MAIL_SUBJECT_MAX } from './constants';

/** A character named by its id or by its public sequential number (the one in profile links). */
export const characterRef = z.union([z.number().int().positive().max(2_147_483_647), text({ max: 64 })]);

/** POST /api/mail */
export const sendMailBody = z
  .object({
    to: characterRef.describe('The recipient character: its id or its sequential number'),
    subject: text({ max: MAIL_SUBJECT_MAX }),
    body: text({ max: MAIL_BODY_MAX, multiline: true }),
    inReplyToId: text({ max: 64 }).optional().describe('The received mail this one answers'),
  })
  .strict();

export const listMailQuery = z.object({
  cursor: seqCursor.optional(),
  limit: z.coerce.number().int().min(1).max(MAIL_LIMIT_MAX).default(MAIL_LIMIT_DEFAULT),
});

/** PATCH /api/mail/[id] */
export const markMailBody = z.object({ read: z.literal(true) }).strict();

export const mailIdParam = text({ max: 64 });

const party = z.object({ id: z.string(), sequentialId: z.number().int(), name: z.string() }).nullable();

export const mailView = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  from: party,
  to: party,
  inReplyToId: z.string().nullable(),
  read: z.boolean(),
  readAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});

export type MailView = z.infer<typeof mailView>;

export interface MailPage {
  messages: MailView[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: number | null;
}
