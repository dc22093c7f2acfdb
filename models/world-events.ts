import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { characters } from './characters';
import { countries, states } from './geography';

/** Shifts an event applied (at start) or undid (at expiry), through the owning systems' verbs. */
export interface WorldEventEffects {
  /** Per state metric, in the metric's own unit; a country event applies each to all its states. */
  metrics: { metricId: string; delta: number }[];
  /** National economy: growth and confidence in points, the stock market in percent. */
  economy: { gdpGrowth: number; investorConfidence: number; stockMarketPct: number } | null;
  /** The named character's standing. */
  character: { favorability: number; politicalInfluence: number } | null;
}

/**
 * Crisis and random events drawn by the turn engine (lib/systems/world/world-events): active from startTurn through
 * endTurn, then expired, when part of the metric shifts is undone (recovery).
 */
export const worldEvents = pgTable(
  'world_events',
  {
    id: serial().primaryKey(),
    /** natural_disaster, market_shock, scandal, … (lib/systems/world/world-events/reference/event-kinds.json). */
    kind: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    scope: text({ enum: ['country', 'state'] }).notNull(),
    countryId: text()
      .notNull()
      .references(() => countries.id),
    /** Set for a state event, null for a country event. */
    stateId: text().references(() => states.id),
    severity: integer().notNull(),
    startTurn: integer().notNull(),
    /** The last turn the event is active. */
    endTurn: integer().notNull(),
    status: text({ enum: ['active', 'expired'] }).notNull(),
    /** The character the event names (a scandal), with the name as it was then. */
    characterId: text().references(() => characters.id, { onDelete: 'set null' }),
    characterName: text(),
    effects: jsonb().$type<WorldEventEffects>().notNull(),
    /** What expiry undid; null while active. */
    recovery: jsonb().$type<WorldEventEffects>(),
    expiredTurn: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('world_events_status_idx').on(t.status, t.id.desc()),
    index('world_events_country_idx').on(t.countryId, t.id.desc()),
    check('world_events_state_by_scope', sql`(${t.scope} = 'state') = (${t.stateId} is not null)`),
    check('world_events_window', sql`${t.endTurn} >= ${t.startTurn}`),
    check('world_events_severity_range', sql`${t.severity} between 1 and 5`),
  ],
);

export type WorldEvent = typeof worldEvents.$inferSelect;
