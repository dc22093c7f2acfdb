import { bigint, boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { forexChecks, forexColumns } from './forex-columns';

export const countries = pgTable('countries', {
  /** Country code, e.g. 'US', 'UK'. */
  id: text().primaryKey(),
  name: text().notNull(),
  governmentType: text().notNull(),
  status: text().notNull().default('active'),
  enabledForPlayers: boolean().notNull().default(true),
  currencyCode: text().notNull(),
  population: bigint({ mode: 'number' }).notNull(),
  gdpMillions: bigint({ mode: 'number' }).notNull(),
  legislatureChamber: text().notNull(),
  legislatureSeats: integer().notNull(),
  executiveTitle: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

/** States, regions, Länder: the subdivisions of a country. Ids are globally unique codes. */
export const states = pgTable(
  'states',
  {
    id: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    regionType: text().notNull(),
    population: bigint({ mode: 'number' }).notNull(),
    gdpMillions: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

/** One row per currency: rates are local units per one internal anchor unit. */
export const currencies = pgTable(
  'currencies',
  {
    code: text().primaryKey(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    rate: numeric({ precision: 20, scale: 8, mode: 'number' }).notNull(),
    baseRate: numeric({ precision: 20, scale: 8, mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...forexColumns(),
  },
  forexChecks,
);

export type Country = typeof countries.$inferSelect;
export type State = typeof states.$inferSelect;
