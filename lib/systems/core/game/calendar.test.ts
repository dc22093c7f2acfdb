import { describe, expect, it } from 'vitest';
import { gameCalendar } from './calendar';

describe('gameCalendar', () => {
  it('starts on 1 January of the starting year', () => {
    expect(gameCalendar(2025, 1)).toEqual({
      gameDate: '2025-01-01',
      year: 2025,
      month: 1,
      weekOfMonth: 1,
      label: 'Week 1 of January 2025',
    });
  });

  it('advances one week per turn across month and year boundaries', () => {
    expect(gameCalendar(2025, 5).gameDate).toBe('2025-01-29');
    expect(gameCalendar(2025, 5).weekOfMonth).toBe(5);
    expect(gameCalendar(2025, 6)).toMatchObject({ gameDate: '2025-02-05', month: 2, weekOfMonth: 1 });
    expect(gameCalendar(2025, 53)).toMatchObject({ gameDate: '2025-12-31', year: 2025 });
    expect(gameCalendar(2025, 54)).toMatchObject({
      gameDate: '2026-01-07',
      year: 2026,
      label: 'Week 1 of January 2026',
    });
  });
});
