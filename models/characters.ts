import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { countries, states } from './geography';
import { parties } from './parties';
import { users } from './users';

export const characters = pgTable(
  'characters',
  {
    id: text().primaryKey(),
    /** Public sequential number used in profile URLs and /characters/bulk. */
    seq: serial().notNull(),
    /** Null for non-player characters. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Non-player politician: the engine runs them for and holds them in office. */
    isNpp: boolean().notNull().default(false),
    name: text().notNull(),
    bio: text().notNull().default(''),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    stateId: text()
      .notNull()
      .references(() => states.id),
    partyId: text().references(() => parties.id),
    position: text().notNull().default('Citizen'),
    chatId: text(),
    politicalInfluence: real().notNull().default(0),
    nationalInfluence: real().notNull().default(0),
    favorability: real().notNull().default(50),
    infamy: integer().notNull().default(0),
    donorBaseLevel: integer().notNull().default(0),
    /**
     * Actions as of turn actionsTurn. The refill is lazy: the current value is
     * lib/systems/core/characters/actions.ts's currentActions, and a trigger stamps actionsTurn with the
     * clock's turn whenever a statement writes actions without setting it.
     */
    actions: integer().notNull().default(0),
    actionsTurn: integer().notNull().default(0),
    campaignFundsCents: cents().notNull().default(0),
    cashOnHandCents: cents().notNull().default(0),
    policyEconomic: integer().notNull().default(0),
    policySocial: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('characters_seq_key').on(t.seq),
    uniqueIndex('characters_user_key').on(t.userId),
    index('characters_country_idx').on(t.countryId),
    index('characters_state_idx').on(t.stateId),
    index('characters_party_idx').on(t.partyId),
    index('characters_chat_idx').on(t.chatId),
    // The politicians (0.6% of a seeded world's characters), whom the turn's races and offices draw from.
    index('characters_npp_party_idx')
      .on(t.partyId, t.stateId)
      .where(sql`${t.isNpp}`),
    check('characters_funds_nonnegative', sql`${t.campaignFundsCents} >= 0`),
    check('characters_cash_nonnegative', sql`${t.cashOnHandCents} >= 0`),
    check('characters_actions_nonnegative', sql`${t.actions} >= 0`),
  ],
);

export type Character = typeof characters.$inferSelect;
