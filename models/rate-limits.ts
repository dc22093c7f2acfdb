import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counter store for rate-limiter-flexible's Drizzle adapter (column names are its contract). */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull(),
  expire: timestamp({ withTimezone: true }),
});
