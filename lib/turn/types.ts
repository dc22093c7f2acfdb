import type { Db } from '../db';
import type { GameState } from '@/models';
import type { Random } from '../random';

export interface TurnFlags {
  /** SPEC: only an explicit true counts as on. */
  subsidiaryCorporationsEnabled: boolean;
}

export interface TurnContext {
  /** The turn being processed; the clock phase moves the world to turn + 1. */
  turn: number;
  state: GameState;
  flags: TurnFlags;
  /** Seeded from the world seed and turn number, so a turn replays identically. */
  random: Random;
  now: Date;
}

export interface TurnPhase {
  name: string;
  run(tx: Db, ctx: TurnContext): Promise<void>;
}
