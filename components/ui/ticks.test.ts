import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { nice, ticks } from './ticks';

// The charts' own ticks must agree with d3's, whose round values the axes were designed around.
const domains: [number, number][] = [
  [3.2, 5.05],
  [0, 100],
  [0.01, 0.95],
  [-12, 47],
  [1, 31],
  [17356.71, 18420.2],
  [0.000123, 0.000456],
  [1.8, 2.2],
];

describe('axis ticks', () => {
  it.each(domains)('match d3 for %s to %s', (low, high) => {
    const scale = scaleLinear().domain([low, high]);
    expect(ticks(low, high, 5)).toEqual(scale.ticks(5));
    expect(nice(low, high, 5)).toEqual(scale.nice(5).domain());
  });
});
