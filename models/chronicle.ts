import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { countries } from './geography';

/**
 * The country history log: append-only, written only by the turn engine and player actions. A database
 * trigger (migration 0004) refuses UPDATE and DELETE, so no code path can edit the record.
 * Names are snapshots taken when the event happened, so a later rename does not rewrite history.
 */
export const historyEvents = pgTable(
  'history_events',
  {
    id: serial().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    turn: integer().notNull(),
    /** leader_change, bill_enacted, referendum_passed, election_held, ... */
    eventType: text().notNull(),
    title: text().notNull(),
    officeType: text(),
    characterId: text(),
    characterName: text(),
    partyName: text(),
    billScope: text(),
    details: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    iterationStartingYear: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('history_events_country_turn_idx').on(t.countryId, t.turn.desc(), t.id.desc()),
    index('history_events_country_type_idx').on(t.countryId, t.eventType, t.turn.desc()),
  ],
);

/** News posts: system posts on notable events, and player posts. */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    content: text().notNull(),
    /** The posting character; null for system posts. */
    authorCharacterId: text(),
    authorName: text().notNull(),
    isSystem: boolean().notNull(),
    /** One of NEWS_CATEGORIES (lib/systems/core/news/constants.ts). */
    category: text().notNull(),
    /** Null for world news. */
    countryId: text().references(() => countries.id),
    turn: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set while an administrator hides the post: no list shows it. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('news_posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('news_posts_category_idx').on(t.category, t.createdAt.desc()),
  ],
);

export type HistoryEvent = typeof historyEvents.$inferSelect;
export type NewsPost = typeof newsPosts.$inferSelect;
