import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { countries, states } from './geography';

/** One side of a conflict: who fights, which of our countries fight with it, and who arms it. */
export interface ConflictSide {
  label: string;
  countries: string[];
  /** government, insurgent, coalition, militia or foreign_force (lib/systems/world/conflicts/constants.ts). */
  kind: string;
  /** A country supplying the side without fighting, or null. */
  backer: string | null;
}

/**
 * Armed conflicts (lib/systems/world/conflicts): ignited from seeded tensions or events, fought one battle per turn,
 * moved between statuses by intensity, supply and control, and finally resolved.
 */
export const conflicts = pgTable(
  'conflicts',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    hostCountryId: text()
      .notNull()
      .references(() => countries.id),
    stateId: text().references(() => states.id),
    /** The host state's name or a named theater region. */
    region: text().notNull(),
    type: text().notNull(),
    bloc: text().notNull(),
    terrain: text().notNull(),
    /** 1 to 5: how large the forces are; scales control swings. */
    severity: integer().notNull(),
    /** 0 to 100: how hot the fighting is. */
    intensity: real().notNull(),
    /** active, escalating, winding_down or resolved. */
    status: text().notNull(),
    /** 0 to 100: share of the host region held by side B. */
    control: real().notNull(),
    supplyA: real().notNull(),
    supplyB: real().notNull(),
    sideA: jsonb().$type<ConflictSide>().notNull(),
    sideB: jsonb().$type<ConflictSide>().notNull(),
    /** tension or event. */
    cause: text().notNull(),
    /** The tension it grew from (lib/systems/world/conflicts/reference/tensions.json), null for an event. */
    tensionId: text(),
    sourceEventId: text(),
    /** Our countries involved: the host, both sides' countries and backers (the country filters match it). */
    countryIds: text().array().notNull(),
    startedTurn: integer().notNull(),
    /** The turn the current status began; winding_down resolves after a number of turns in it. */
    statusSinceTurn: integer().notNull(),
    resolvedTurn: integer(),
    /** 'A', 'B' or 'ceasefire' once resolved. */
    outcome: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conflicts_status_idx').on(t.status, t.id.desc()),
    index('conflicts_countries_idx').using('gin', t.countryIds),
  ],
);

/** A conflict's state at the end of each turn, for the control chart. */
export const conflictTurns = pgTable(
  'conflict_turns',
  {
    conflictId: integer()
      .notNull()
      .references(() => conflicts.id, { onDelete: 'cascade' }),
    turn: integer().notNull(),
    control: real().notNull(),
    supplyA: real().notNull(),
    supplyB: real().notNull(),
    intensity: real().notNull(),
    status: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.conflictId, t.turn] })],
);

/** One battle per open conflict (its theater) and turn; result is null when the sides made no contact. */
export const conflictBattles = pgTable(
  'conflict_battles',
  {
    id: serial().primaryKey(),
    conflictId: integer()
      .notNull()
      .references(() => conflicts.id, { onDelete: 'cascade' }),
    turn: integer().notNull(),
    /** 'A' or 'B': the side that moved. */
    declarerSide: text().notNull(),
    declarerCountryId: text(),
    targetCountryId: text(),
    attackers: text().notNull(),
    defenders: text().notNull(),
    /** attacker_victory, defender_victory, stalemate, or null with noContact. */
    result: text(),
    noContact: boolean().notNull(),
    unopposedAdvance: boolean().notNull(),
    controlBefore: real().notNull(),
    controlAfter: real().notNull(),
    /** The conflict's countryIds, copied so the per-country list needs no join. */
    countryIds: text().array().notNull(),
  },
  (t) => [
    index('conflict_battles_conflict_idx').on(t.conflictId, t.turn),
    index('conflict_battles_countries_idx').using('gin', t.countryIds),
  ],
);

export type Conflict = typeof conflicts.$inferSelect;
export type ConflictBattle = typeof conflictBattles.$inferSelect;
