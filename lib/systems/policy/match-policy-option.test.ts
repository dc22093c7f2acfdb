import { describe, expect, it } from 'vitest';
import { matchPolicyOption, optionEffectDirection } from './match-policy-option';

const options = [
  { economic: -5, social: -5 },
  { economic: -3, social: -3 },
  { economic: 0, social: 0 },
  { economic: 3, social: 3 },
  { economic: 5, social: 5 },
];

describe('matchPolicyOption', () => {
  it('matches an exact record position (option scores × 3/5)', () => {
    expect(matchPolicyOption(options, { economic: -3, social: -3 })).toBe(0);
    expect(matchPolicyOption(options, { economic: 1.8, social: 1.8 })).toBe(3);
    expect(matchPolicyOption(options, { economic: 0, social: 0 })).toBe(2);
  });

  it('falls back to the nearest option, first on a tie', () => {
    expect(matchPolicyOption(options, { economic: 2.9, social: 2.5 })).toBe(4);
    expect(matchPolicyOption(options, { economic: 0.5, social: 0.4 })).toBe(2);
    expect(matchPolicyOption(options, { economic: 0.9, social: 0.9 })).toBe(2);
    expect(
      matchPolicyOption(
        [
          { economic: -1, social: 0 },
          { economic: 1, social: 0 },
        ],
        { economic: 0, social: 0 },
      ),
    ).toBe(0);
    expect(matchPolicyOption([], { economic: 0, social: 0 })).toBe(-1);
  });
});

describe('optionEffectDirection', () => {
  it('scales the direction by the option intensity', () => {
    expect(optionEffectDirection({ economic: -5, social: 0, effectDirection: 1 })).toBe(1);
    expect(optionEffectDirection({ economic: 3, social: -1, effectDirection: -1 })).toBeCloseTo(-0.6, 12);
    expect(optionEffectDirection({ economic: 0, social: 0, effectDirection: 0 })).toBe(0);
  });
});
