import {} from '@/lib/platform/browser/format';
import { describe, expect, it } from 'vitest';
import { formatAnchorPrice, formatChangeFromBase, formatCompact, formatShare } from './format';

describe('commodity formatting', () => {
  it('prices with precision by size, marked as anchor units', () => {
    expect(formatAnchorPrice(0.524)).toBe('0.52 ◊');
    expect(formatAnchorPrice(812.46)).toBe('812.5 ◊');
    expect(formatAnchorPrice(21000.4)).toBe('21,000 ◊');
  });

  it('signs the change from base and never signs a zero', () => {
    expect(formatChangeFromBase(103.2, 100)).toBe('+3.2%');
    expect(formatChangeFromBase(99, 100)).toBe('-1%');
    expect(formatChangeFromBase(99.99, 100)).toBe('0%');
  });

  it('shortens large numbers and shows shares as percents', () => {
    expect(formatCompact(12_345_678)).toBe('12.3M');
    expect(formatShare(0.12345)).toBe('12.3%');
  });
});
