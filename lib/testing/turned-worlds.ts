import { turnPhases } from '@/lib/systems/game/turn/registry';
import { runTurn } from '@/lib/systems/game/turn/run-turn';
import { endTermsAt, runPoliticsTurns } from './politics-turns';
import { runSystemTurns } from './system-turns';
import type { WorldTemplate } from './world-templates';

/** Turns of the economy system's phases (then world's and the clock) in ECONOMY_TURNS_WORLD. */
export const ECONOMY_TURNS = 48;

/** The seeded world after ECONOMY_TURNS turns of the economy system alone: the economy and forex endpoints' history. */
export const ECONOMY_TURNS_WORLD: WorldTemplate = {
  name: `economy${ECONOMY_TURNS}`,
  build: (db) => runSystemTurns(db, ['economy'], ECONOMY_TURNS),
};

/** Whole turns (every system's phases) in FULL_TURNS_WORLD. */
export const FULL_TURNS = 12;

/** The seeded world after FULL_TURNS whole turns: markets, trade and auctions under way. */
export const FULL_TURNS_WORLD: WorldTemplate = {
  name: `full${FULL_TURNS}`,
  async build(db) {
    for (let turn = 0; turn < FULL_TURNS; turn += 1) {
      await runTurn(db, { trigger: 'cli', when: 'now', phases: turnPhases });
    }
  },
};

/**
 * The seeded world with the US presidency's terms ending at turn 8, after 3 politics turns: the race
 * (`us-president-nat-0-8`) is open and its non-player candidates have filed; turns 4 to 8 hold its
 * primary, general and count.
 */
export const PRESIDENTIAL_RACE_WORLD: WorldTemplate = {
  name: 'presidentialrace',
  async build(db) {
    await endTermsAt(db, { officeIds: ['us-president'], endTurn: 8 });
    await runPoliticsTurns(db, 3);
  },
};
