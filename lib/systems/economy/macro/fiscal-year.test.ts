import { describe, expect, it } from 'vitest';
import { gameCalendar } from '@/lib/systems/core/game/calendar';
import { FISCAL_YEAR_START_MONTH } from './constants';
import { fiscalYearOf, opensFiscalYear } from './fiscal-year';

describe('fiscal years', () => {
  it('open once a calendar year, on the first turn dated in the start month', () => {
    const openings = Array.from({ length: 400 }, (_, i) => i + 1).filter((turn) =>
      opensFiscalYear(2025, turn),
    );
    expect(openings.length).toBe(7);
    for (const turn of openings) {
      expect(gameCalendar(2025, turn).month).toBe(FISCAL_YEAR_START_MONTH);
      expect(gameCalendar(2025, turn - 1).month).toBe(FISCAL_YEAR_START_MONTH - 1);
    }
    // 52 or 53 turns apart: the calendar, not the original's 48-turn year.
    const gaps = openings.slice(1).map((turn, i) => turn - openings[i]!);
    for (const gap of gaps) expect([52, 53]).toContain(gap);
  });

  it('label a year by the calendar year it ends in', () => {
    expect(fiscalYearOf(2025, 1)).toBe(2025);
    const firstOpening = Array.from({ length: 60 }, (_, i) => i + 1).find((t) => opensFiscalYear(2025, t))!;
    expect(fiscalYearOf(2025, firstOpening - 1)).toBe(2025);
    expect(fiscalYearOf(2025, firstOpening)).toBe(2026);
  });
});
