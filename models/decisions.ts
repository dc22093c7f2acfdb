import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { characters } from './characters';
import { countries, states } from './geography';

/**
 * One effect of an option, applied by the system that owns what it moves (lib/systems/core/decisions/types.ts):
 * once, or per turn over `ticks` turns from the decision's effectsFromTurn.
 */
export type StoredDecisionEffect = { kind: string; ticks: number } & Record<string, unknown>;

/** An option as offered: its key, human words, and the effects choosing it applies. */
export interface StoredDecisionOption {
  key: string;
  label: string;
  consequences: string;
  effects: StoredDecisionEffect[];
}

/** What the decision is about: the event, conflict, corporation, party, motion or character concerned. */
export type DecisionSubject = Record<string, string | number | null>;

/**
 * Decisions the world puts to one character (lib/systems/core/decisions): opened by the system whose
 * situation asks it, decided by the player, by rule for a non-player, or by the default when the window
 * (lib/platform/player-window.ts) closes; each system then applies the chosen option's effects it owns.
 */
export const decisions = pgTable(
  'decisions',
  {
    id: serial().primaryKey(),
    /** Null for a non-player person (a corporation's hired CEO): addresseeName names them. */
    addresseeCharacterId: text().references(() => characters.id, { onDelete: 'set null' }),
    addresseeName: text().notNull(),
    /** Whether a player held the addressee when it opened (the real-time window floor applies). */
    forPlayer: boolean().notNull().default(false),
    /** world_event, conflict, organization, corporation, party, career or sovereign. */
    source: text().notNull(),
    templateKey: text().notNull(),
    /** One decision per template, subject and addressee. */
    dedupeKey: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    stateId: text().references(() => states.id),
    subject: jsonb().$type<DecisionSubject>().notNull(),
    options: jsonb().$type<StoredDecisionOption[]>().notNull(),
    defaultOption: text().notNull(),
    openedTurn: integer().notNull(),
    closesTurn: integer().notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['open', 'decided'] }).notNull(),
    chosenOption: text(),
    decidedBy: text({ enum: ['player', 'npc', 'default'] }),
    decidedTurn: integer(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The first turn the chosen option's effects apply; tick k applies on effectsFromTurn + k. */
    effectsFromTurn: integer(),
    /** The last turn any effect of the chosen option applies. */
    effectsUntilTurn: integer(),
    /** The last turn whose ticks were applied (the turn's last phase stamps it). */
    effectsAppliedTurn: integer(),
  },
  (t) => [
    uniqueIndex('decisions_dedupe_key').on(t.dedupeKey),
    index('decisions_addressee_idx').on(t.addresseeCharacterId, t.status),
    index('decisions_open_idx')
      .on(t.closesTurn)
      .where(sql`${t.status} = 'open'`),
    index('decisions_effects_idx')
      .on(t.effectsFromTurn, t.effectsUntilTurn)
      .where(sql`${t.status} = 'decided'`),
    index('decisions_country_idx').on(t.countryId, t.decidedTurn),
    check(
      'decisions_decided_consistent',
      sql`(${t.status} = 'decided') = (${t.chosenOption} is not null and ${t.decidedBy} is not null and ${t.decidedTurn} is not null)`,
    ),
  ],
);

export type Decision = typeof decisions.$inferSelect;
