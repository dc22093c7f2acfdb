import { runSystemTurns } from './system-turns';
import type { WorldTemplate } from './world-templates';

/** Turns of the economy system's phases (then world's and the clock) in ECONOMY_TURNS_WORLD. */
export const ECONOMY_TURNS = 48;

/** The seeded world after ECONOMY_TURNS turns of the economy system alone: the economy and forex endpoints' history. */
export const ECONOMY_TURNS_WORLD: WorldTemplate = {
  name: `economy${ECONOMY_TURNS}`,
  build: (db) => runSystemTurns(db, ['economy'], ECONOMY_TURNS),
};
