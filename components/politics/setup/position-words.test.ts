import { describe, expect, it } from 'vitest';
import { describePosition, describeStance } from './position-words';

describe('position words', () => {
  it('say where a party stands on both axes, with strength', () => {
    expect(describeStance(-2, -3)).toBe(
      'moderately left on the economy and firmly progressive on social issues',
    );
    expect(describeStance(0, 5)).toBe('centre on the economy and far conservative on social issues');
  });

  it('say what a position favours, never a bare number', () => {
    expect(describePosition(3, 'economic')).toBe(
      'Firmly right on the economy: favours lower taxes, less regulation and free markets.',
    );
    expect(describePosition(0, 'social')).toMatch(/^Centrist on social issues: favours a middle course/);
    for (let value = -5; value <= 5; value++) expect(describePosition(value, 'social')).not.toMatch(/\d/);
  });
});
