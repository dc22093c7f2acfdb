import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    /** Stored lower-cased; login matches either email or username. */
    email: text().notNull(),
    username: text().notNull(),
    displayName: text().notNull(),
    passwordHash: text().notNull(),
    role: text().notNull().default('player'),
    isAdmin: boolean().notNull().default(false),
    hasCompletedSetup: boolean().notNull().default(false),
    theme: text().notNull().default('system'),
    createdAt: createdAt(),
    /** Set while an administrator bans the account: login is refused and no session or key admits it. */
    bannedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_username_key').on(t.username)],
);

export type User = typeof users.$inferSelect;
