import { createHash } from 'node:crypto';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A deterministic random source: the same seed string always yields the same sequence. */
export interface Random {
  int(min: number, max: number): number;
  float(): number;
  pick<T>(items: readonly T[]): T;
  /** Picks an index with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number;
  objectId(): string;
}

function seedNumber(seed: string): number {
  return createHash('sha256').update(seed).digest().readInt32LE(0);
}

export function createRandom(seed: string): Random {
  const rng = xoroshiro128plus(seedNumber(seed));
  const random: Random = {
    int: (min, max) => uniformInt(rng, min, max),
    float: () => uniformFloat64(rng),
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[uniformInt(rng, 0, items.length - 1)]!;
    },
    weightedIndex(weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = uniformFloat64(rng) * total;
      for (let i = 0; i < weights.length; i++) {
        roll -= weights[i]!;
        if (roll < 0) return i;
      }
      return weights.length - 1;
    },
    objectId() {
      let hex = '';
      for (let i = 0; i < 6; i++) hex += uniformInt(rng, 0, 0xffff).toString(16).padStart(4, '0');
      return hex;
    },
  };
  return random;
}
