import { describe, expect, it } from 'vitest';
import {
  formatCompactMoney,
  formatGovernmentType,
  formatPosition,
  formatScore,
  pluralize,
  swatchColor,
} from './format';

describe('formatCompactMoney', () => {
  it('shortens large amounts in the given currency', () => {
    expect(formatCompactMoney(29_184_900 * 1e6, 'USD')).toBe('$29.2T');
    expect(formatCompactMoney(2_765_000 * 1e6, 'GBP')).toBe('£2.8T');
    expect(formatCompactMoney(950, 'EUR')).toBe('€950');
    expect(formatCompactMoney(609_000 * 1e9, 'JPY')).toBe('¥609T');
  });

  it('falls back to a plain number and the code for a code Intl rejects', () => {
    expect(formatCompactMoney(1_500_000, 'NOT-A-CODE')).toBe('1.5M NOT-A-CODE');
  });
});

describe('formatScore', () => {
  it('keeps at most one decimal', () => {
    expect(formatScore(25)).toBe('25');
    expect(formatScore(12.345)).toBe('12.3');
    expect(formatScore(0)).toBe('0');
  });
});

describe('formatGovernmentType', () => {
  it('turns reference codes into labels', () => {
    expect(formatGovernmentType('presidential')).toBe('Presidential');
    expect(formatGovernmentType('parliamentary')).toBe('Parliamentary');
    expect(formatGovernmentType('semi_presidential')).toBe('Semi-presidential');
    expect(formatGovernmentType('constitutional_monarchy')).toBe('Constitutional monarchy');
  });
});

describe('formatPosition', () => {
  it('names the side of each axis and keeps the signed value', () => {
    expect(formatPosition(-3, 'economic')).toBe('Left (\u22123)');
    expect(formatPosition(0, 'economic')).toBe('Centre (0)');
    expect(formatPosition(2, 'economic')).toBe('Right (+2)');
    expect(formatPosition(-5, 'social')).toBe('Progressive (\u22125)');
    expect(formatPosition(0, 'social')).toBe('Centrist (0)');
    expect(formatPosition(4, 'social')).toBe('Conservative (+4)');
  });
});

describe('swatchColor', () => {
  it('accepts hex colors only', () => {
    expect(swatchColor('#1a4fc4')).toBe('#1a4fc4');
    expect(swatchColor('#ABC')).toBe('#ABC');
    expect(swatchColor('red')).toBeNull();
    expect(swatchColor('#12345g')).toBeNull();
    expect(swatchColor('#fff; background:url(x)')).toBeNull();
    expect(swatchColor(null)).toBeNull();
    expect(swatchColor(undefined)).toBeNull();
  });
});

describe('pluralize', () => {
  it('agrees with the count', () => {
    expect(pluralize(1, 'character')).toBe('1 character');
    expect(pluralize(0, 'character')).toBe('0 characters');
    expect(pluralize(1234, 'member')).toBe('1,234 members');
  });
});
