import { EXAMPLE_WORLD } from '@/lib/systems/core/world-plan/example-world';

/** The world most integration tests start from: the one the v1 examples are written against. */
export const TEST_WORLD = EXAMPLE_WORLD;
