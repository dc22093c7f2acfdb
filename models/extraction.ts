import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { characters } from './characters';
import { corporations } from './corporations';
import { countries, states } from './geography';

export const GRANT_LEVELS = ['state', 'national'] as const;
export type GrantLevel = (typeof GRANT_LEVELS)[number];
export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * SPEC stateResourceCapacity: one document per seeded state, a map of resource key to the daily
 * extraction ceiling in commodity units. An empty map is zero capacity; no row is uncapped output.
 */
export const stateResourceCapacity = pgTable('state_resource_capacity', {
  stateId: text()
    .primaryKey()
    .references(() => states.id),
  countryId: text()
    .notNull()
    .references(() => countries.id),
  resources: jsonb().$type<Record<string, number>>().notNull(),
  updatedTurn: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** SPEC extractionContract: an exclusive share of a state's capacity; revokedTurn is the soft delete. */
export const extractionContracts = pgTable(
  'extraction_contracts',
  {
    /** 24-hex id (SPEC addresses contracts by ObjectId). */
    id: text().primaryKey(),
    stateId: text()
      .notNull()
      .references(() => states.id),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    corporationId: text()
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    resource: text().notNull(),
    share: numeric({ precision: 8, scale: 6, mode: 'number' }).notNull(),
    grantedTurn: integer().notNull(),
    /** The granting legislature (or governor's office) identifier. */
    grantedBy: text().notNull(),
    grantedByLevel: text({ enum: GRANT_LEVELS }).notNull(),
    revokedTurn: integer(),
    /** The player offer it came from; null for an admin direct grant. */
    offerId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('extraction_contracts_state_idx').on(t.stateId, t.resource),
    index('extraction_contracts_corporation_idx').on(t.corporationId),
    check('extraction_contracts_share_range', sql`${t.share} > 0 and ${t.share} <= 1`),
  ],
);

/** A corporation's offer for a share of a state's resource, awaiting the state's authority. */
export const extractionOffers = pgTable(
  'extraction_offers',
  {
    id: text().primaryKey(),
    stateId: text()
      .notNull()
      .references(() => states.id),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    corporationId: text()
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    resource: text().notNull(),
    share: numeric({ precision: 8, scale: 6, mode: 'number' }).notNull(),
    status: text({ enum: OFFER_STATUSES }).notNull().default('pending'),
    offeredTurn: integer().notNull(),
    offeredByCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    decidedTurn: integer(),
    decidedByCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    contractId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('extraction_offers_state_idx').on(t.stateId, t.status),
    index('extraction_offers_corporation_idx').on(t.corporationId),
    check('extraction_offers_share_range', sql`${t.share} > 0 and ${t.share} <= 1`),
  ],
);

/** The active strategy of an extraction corporation's operation in one state (default: the sector's). */
export const extractionStrategies = pgTable(
  'extraction_strategies',
  {
    corporationId: text()
      .notNull()
      .references(() => corporations.id, { onDelete: 'cascade' }),
    stateId: text()
      .notNull()
      .references(() => states.id),
    strategy: text().notNull(),
    lastBreakthroughTurn: integer(),
  },
  (t) => [primaryKey({ columns: [t.corporationId, t.stateId] })],
);

export type StateResourceCapacity = typeof stateResourceCapacity.$inferSelect;
export type ExtractionContract = typeof extractionContracts.$inferSelect;
export type ExtractionOffer = typeof extractionOffers.$inferSelect;
