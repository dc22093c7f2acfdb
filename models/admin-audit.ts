import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What administrators did by hand (seating a character, …): for moderation, never shown in the public
 * history. `subject` names what was changed (a seat id); `details` holds the before and after.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial().primaryKey(),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'seat_holder'. */
    action: text().notNull(),
    subject: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    turn: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_subject_idx').on(t.action, t.subject)],
);

export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;
