import {} from '@/lib/platform/browser/format';
import { describe, expect, it } from 'vitest';
import { choroplethColour, formatShare, formatUnits, UNCAPPED_COLOUR } from './choropleth';

describe('choropleth', () => {
  it('runs from light to dark and marks missing documents', () => {
    expect(choroplethColour(0, 100)).toBe('rgb(241, 238, 246)');
    expect(choroplethColour(100, 100)).toBe('rgb(4, 90, 141)');
    expect(choroplethColour(500, 100)).toBe('rgb(4, 90, 141)');
    expect(choroplethColour(5, 0)).toBe('rgb(241, 238, 246)');
    expect(choroplethColour(null, 100)).toBe(UNCAPPED_COLOUR);
  });

  it('formats shares and units', () => {
    expect(formatShare(0.755)).toBe('75.5%');
    expect(formatUnits(null)).toBe('uncapped');
    expect(formatUnits(1_500_000, 'bbl')).toBe('1.5M bbl');
    expect(formatUnits(2_500)).toBe('2.5K');
    expect(formatUnits(4)).toBe('4');
  });
});
