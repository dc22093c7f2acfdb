import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Leading characters of the token, shown in listings so users can tell keys apart. */
    prefix: text().notNull(),
    /** SHA-256 of the full token, hex. The token itself is never stored. */
    tokenHash: text().notNull(),
    scope: text({ enum: ['public', 'private'] }).notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_token_hash_key').on(t.tokenHash), index('api_keys_user_idx').on(t.userId)],
);

export type ApiKey = typeof apiKeys.$inferSelect;
