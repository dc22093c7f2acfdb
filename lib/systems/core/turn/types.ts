import type { Db } from '@/lib/platform/db';
import type { GameState } from '@/models';
import type { Random } from '@/lib/platform/random';

/** The game systems, in the order a turn runs them (docs/architecture.md, 'The systems'). */
export const TURN_SYSTEMS = [
  'core',
  'politics',
  'policy',
  'economy',
  'corporations',
  'subsidiaries',
  'extraction',
  'world',
] as const;
export type TurnSystem = (typeof TURN_SYSTEMS)[number];

export interface TurnFlags {
  /** Only a stored true counts as on (docs/api-contract.md). */
  subsidiaryCorporationsEnabled: boolean;
}

export interface TurnContext {
  /** The turn being processed; the clock phase moves the world to turn + 1. */
  turn: number;
  state: GameState;
  /** Read once per turn from the game state. */
  flags: TurnFlags;
  /** Seeded from the world seed and turn number, so a turn replays identically; the only randomness a phase may use. */
  random: Random;
  now: Date;
}

export interface TurnPhase {
  /** Stable name: tests find phases by it, and the turns table records it. */
  id: string;
  system: TurnSystem;
  /** Whether this turn runs the phase; reads flags from ctx, never from the database. */
  enabled(ctx: TurnContext): boolean;
  run(tx: Db, ctx: TurnContext): Promise<void>;
}
