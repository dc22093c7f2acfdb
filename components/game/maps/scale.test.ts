import { describe, expect, it } from 'vitest';
import { NO_DATA_COLOUR, sequentialScale } from './scale';

describe('sequentialScale', () => {
  it('runs from light at the lowest value to dark at the highest, grey for no data', () => {
    const scale = sequentialScale([2, null, 10, 6]);
    expect([scale.min, scale.max]).toEqual([2, 10]);
    expect(scale.colourOf(2)).toBe('rgb(236, 242, 248)');
    expect(scale.colourOf(10)).toBe('rgb(8, 69, 148)');
    expect(scale.colourOf(6)).toBe('rgb(122, 156, 198)');
    expect(scale.colourOf(null)).toBe(NO_DATA_COLOUR);
  });

  it('gives one middle colour when every value is the same, and grey to all without data', () => {
    expect(sequentialScale([5, 5]).colourOf(5)).toBe('rgb(122, 156, 198)');
    expect(sequentialScale([null]).colourOf(null)).toBe(NO_DATA_COLOUR);
  });
});
