import { describe, expect, it } from 'vitest';
import {
  describeTurnClock,
  formatAxisTick,
  formatCompactMoney,
  formatCompactNumber,
  formatCount,
  formatCountdown,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPercentPoints,
  formatRate,
  formatSignedNumber,
  formatSignedPercent,
  showsAsZero,
  turnClockState,
} from './format';

describe('formatMoney', () => {
  it('formats whole amounts in the character currency without trailing zeros', () => {
    expect(formatMoney(1_234_567, 'USD', 'en-US')).toBe('$1,234,567');
    expect(formatMoney(1_000_000, 'GBP', 'en-US')).toBe('£1,000,000');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
  });

  it('keeps cents when there are any', () => {
    expect(formatMoney(12.5, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMoney(0.07, 'EUR', 'en-US')).toBe('€0.07');
  });

  it('formats negative balances', () => {
    expect(formatMoney(-2500, 'USD', 'en-US')).toBe('-$2,500');
  });

  it('falls back to a plain number when the currency is missing or unknown', () => {
    expect(formatMoney(1500, null, 'en-US')).toBe('1,500');
    expect(formatMoney(1500.25, 'NOT-A-CODE', 'en-US')).toBe('1,500.25 NOT-A-CODE');
  });
});

describe('formatCountdown', () => {
  it('shows m:ss under an hour', () => {
    expect(formatCountdown(5 * 60 * 1000)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_000)).toBe('0:09');
  });

  it('rounds partial seconds up so 0:00 means the time is up', () => {
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('never goes negative', () => {
    expect(formatCountdown(-5_000)).toBe('0:00');
  });

  it('adds hours when the turn is an hour or more away', () => {
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(2 * 3_600_000 + 5 * 60_000 + 7_000)).toBe('2:05:07');
  });
});

describe('turn clock', () => {
  const now = Date.parse('2025-01-01T12:00:00.000Z');

  it('counts down to nextTurnAt', () => {
    const clock = { gameStatus: 'active' as const, nextTurnAt: '2025-01-01T12:04:30.000Z' };
    expect(turnClockState(clock, now)).toEqual({ kind: 'counting', remainingMs: 270_000 });
    expect(describeTurnClock(clock, now)).toBe('Next turn in 4:30');
  });

  it('says Paused while the game is paused, whatever nextTurnAt says', () => {
    expect(describeTurnClock({ gameStatus: 'paused', nextTurnAt: null }, now)).toBe('Paused');
    expect(describeTurnClock({ gameStatus: 'paused', nextTurnAt: '2025-01-01T12:04:30.000Z' }, now)).toBe(
      'Paused',
    );
  });

  it('reports a due turn once the time has passed', () => {
    const clock = { gameStatus: 'active' as const, nextTurnAt: '2025-01-01T11:59:59.000Z' };
    expect(turnClockState(clock, now)).toEqual({ kind: 'due' });
    expect(describeTurnClock(clock, now)).toBe('Next turn starting…');
  });

  it('handles a missing or unparsable nextTurnAt', () => {
    expect(turnClockState({ gameStatus: 'active', nextTurnAt: null }, now)).toEqual({ kind: 'unscheduled' });
    expect(turnClockState({ gameStatus: 'active', nextTurnAt: 'soon' }, now)).toEqual({
      kind: 'unscheduled',
    });
  });
});

describe('formatDateTime', () => {
  it('says Never for a null timestamp', () => {
    expect(formatDateTime(null)).toBe('Never');
  });

  it('formats an ISO timestamp in the given zone', () => {
    expect(formatDateTime('2025-03-04T15:06:00.000Z', 'en-US', 'UTC')).toBe('Mar 4, 2025, 3:06 PM');
  });

  it('returns unparsable text unchanged', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});

describe('formatCount', () => {
  it('puts the noun in the singular only for one', () => {
    expect(formatCount(1, 'share', undefined, 'en-US')).toBe('1 share');
    expect(formatCount(2, 'share', undefined, 'en-US')).toBe('2 shares');
    expect(formatCount(0, 'vote', undefined, 'en-US')).toBe('0 votes');
    expect(formatCount(1200, 'vote', undefined, 'en-US')).toBe('1,200 votes');
  });

  it('takes an irregular plural', () => {
    expect(formatCount(3, 'person', 'people', 'en-US')).toBe('3 people');
    expect(formatCount(1, 'person', 'people', 'en-US')).toBe('1 person');
  });
});

describe('percentages and rates', () => {
  it('formats fractions and percent points with capped decimals', () => {
    expect(formatPercent(0.499292, 1, 'en-US')).toBe('49.9%');
    expect(formatPercent(1, 1, 'en-US')).toBe('100%');
    expect(formatPercentPoints(4.5, 1, 'en-US')).toBe('4.5%');
  });

  it('signs changes except zero', () => {
    expect(formatSignedPercent(0.025, 1, 'en-US')).toBe('+2.5%');
    expect(formatSignedPercent(-0.004, 1, 'en-US')).toBe('-0.4%');
    expect(formatSignedPercent(0, 1, 'en-US')).toBe('0%');
  });

  it('keeps four significant digits of a rate', () => {
    expect(formatRate(0.92317291, 'en-US')).toBe('0.9232');
    expect(formatRate(151.2345, 'en-US')).toBe('151.2');
  });

  it('drops trailing zeros of plain numbers', () => {
    expect(formatNumber(0, 2, 'en-US')).toBe('0');
    expect(formatNumber(12.345, 2, 'en-US')).toBe('12.35');
  });
});

describe('formatCompactMoney', () => {
  it('shortens large amounts with the currency symbol', () => {
    expect(formatCompactMoney(14_200_000_000, 'USD', 'en-US')).toBe('$14.2B');
    expect(formatCompactMoney(772_500_000_000, 'JPY', 'en-US')).toBe('¥772.5B');
    expect(formatCompactMoney(1500, null, 'en-US')).toBe('1.5K');
    // The phone status bar's amounts.
    expect(formatCompactMoney(993_500, 'USD', 'en-US')).toBe('$993.5K');
    expect(formatCompactMoney(-2_000, 'EUR', 'en-US')).toBe('-€2K');
  });
});

describe('formatAxisTick', () => {
  it('keeps ticks short enough for the axis', () => {
    expect(formatAxisTick(0.92317291, '', 'en-US')).toBe('0.923');
    expect(formatAxisTick(0.95, '%', 'en-US')).toBe('0.95%');
    expect(formatAxisTick(1_234_567, '', 'en-US')).toBe('1.23M');
    expect(formatAxisTick(4200, '', 'en-US')).toBe('4,200');
    expect(formatAxisTick('x')).toBe('');
  });
});

describe('showsAsZero', () => {
  it('finds a change that rounds to zero at its precision, so it is never shown as a rise', () => {
    expect(showsAsZero(formatSignedPercent(0.00001))).toBe(true);
    expect(showsAsZero(formatSignedPercent(-0.0004))).toBe(true);
    expect(showsAsZero(formatSignedPercent(0.002))).toBe(false);
    expect(showsAsZero('$0.00')).toBe(true);
    expect(showsAsZero('$10.00')).toBe(false);
  });
});

describe('signed and compact numbers', () => {
  it('signs a change and leaves a zero (even one that rounds to zero) unsigned', () => {
    expect(formatSignedNumber(2.5, 1, 'en-US')).toBe('+2.5');
    expect(formatSignedNumber(-0.44, 1, 'en-US')).toBe('-0.4');
    expect(formatSignedNumber(0, 1, 'en-US')).toBe('0');
    expect(formatSignedNumber(-0.04, 1, 'en-US')).toBe('0');
  });

  it('shortens large counts', () => {
    expect(formatCompactNumber(12_345_678, 1, 'en-US')).toBe('12.3M');
    expect(formatCompactNumber(4, 1, 'en-US')).toBe('4');
  });
});
