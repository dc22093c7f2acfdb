import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The id of game_state's one row. */
export const GAME_STATE_ID = 'current';

/** The singleton world clock and feature flags; the one row has id GAME_STATE_ID. */
export const gameState = pgTable('game_state', {
  id: text().primaryKey(),
  currentTurn: integer().notNull(),
  startingYear: integer().notNull(),
  turnDurationMs: integer().notNull(),
  status: text({ enum: ['active', 'paused'] }).notNull(),
  lastTurnAt: timestamp({ withTimezone: true }),
  nextTurnAt: timestamp({ withTimezone: true }),
  fastMode: boolean().notNull().default(false),
  preset: text(),
  iterationType: text(),
  iterationNumber: integer(),
  seed: text().notNull(),
  /** SPEC: a world that never stored the flag (null) counts as off. */
  subsidiaryCorporationsEnabled: boolean(),
  transfersPaused: boolean().notNull().default(false),
  forexEnabled: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One row per completed turn, written in the turn's own transaction. */
export const turns = pgTable('turns', {
  turn: integer().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }).notNull(),
  durationMs: integer().notNull(),
  /** [{ phase, system, ms }] in run order. */
  phaseTimings: jsonb().$type<PhaseTiming[]>().notNull(),
  trigger: text({ enum: ['clock', 'admin', 'cli'] }).notNull(),
});

export interface PhaseTiming {
  phase: string;
  /** The game system the phase belongs to; absent in turns recorded before systems existed. */
  system?: string;
  ms: number;
}

export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text().primaryKey(),
  role: text({ enum: ['active', 'standby'] }).notNull(),
  pid: integer().notNull(),
  hostname: text().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  lastBeatAt: timestamp({ withTimezone: true }).notNull(),
});

export type GameState = typeof gameState.$inferSelect;
