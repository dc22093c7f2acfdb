import type { SeedOptions } from './seed-context';

/**
 * The world the v1 catalog's examples are written against (the contract test seeds it) and most
 * integration tests start from: demo accounts, 10 NPCs per state, 5-minute turns.
 */
export const EXAMPLE_WORLD: SeedOptions = {
  seed: 'test',
  scale: 1,
  startingYear: 2025,
  turnDurationMs: 300_000,
  demo: true,
};
