import type { SeedOptions } from '@/lib/systems/game/seeding/seed-world';

/** The world most integration tests start from: demo accounts, 10 NPCs per state, 5-minute turns. */
export const TEST_WORLD: SeedOptions = {
  seed: 'test',
  scale: 1,
  startingYear: 2025,
  turnDurationMs: 300_000,
  demo: true,
};
