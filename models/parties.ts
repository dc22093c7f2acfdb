import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { countries } from './geography';

export const parties = pgTable(
  'parties',
  {
    /** '<country>-<slug>' in lower case, e.g. 'us-dem'. */
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    abbreviation: text().notNull(),
    color: text().notNull(),
    economicPosition: integer().notNull(),
    socialPosition: integer().notNull(),
    treasuryCents: cents().notNull().default(0),
    isDefault: boolean().notNull().default(false),
    chairCharacterId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('parties_country_idx').on(t.countryId),
    uniqueIndex('parties_country_name_key').on(t.countryId, t.name),
  ],
);

export type Party = typeof parties.$inferSelect;
