import type { Db } from '@/lib/platform/db';
import type { DemoAccount } from './constants';
import type { WorldPlan } from './plan-world';

export interface SeedOptions {
  seed: string;
  scale: number;
  startingYear: number;
  turnDurationMs: number;
  demo: boolean;
  now?: Date;
}

/** A demo account with its fixed ids and its password already hashed (hashing runs before the seed's transaction). */
export interface DemoUser {
  account: DemoAccount;
  userId: string;
  characterId: string;
  passwordHash: string;
}

/** What every seed step reads: the options, the core plan and the demo accounts. */
export interface SeedContext {
  options: SeedOptions;
  /** The turn a new world opens on. */
  turn: number;
  now: Date;
  plan: WorldPlan;
  demoUsers: readonly DemoUser[];
}

/** One step of seeding a new world, run inside the seed's transaction. */
export interface SeedStep {
  /** `<system>.<what>`: stable, so the game can wire a step by id. */
  id: string;
  // What it returns is ignored.
  run(tx: Db, ctx: SeedContext): Promise<unknown>;
}
