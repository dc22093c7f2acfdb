import { gameCalendar } from '@/lib/systems/core/game/calendar';
import { FISCAL_YEAR_START_MONTH } from './constants';

/** The fiscal year a turn falls in, labelled by the calendar year it ends in. */
export function fiscalYearOf(startingYear: number, turn: number): number {
  const { year, month } = gameCalendar(startingYear, turn);
  return month >= FISCAL_YEAR_START_MONTH ? year + 1 : year;
}

/** True on the first turn of a fiscal year: the turn that closes the previous one. */
export function opensFiscalYear(startingYear: number, turn: number): boolean {
  return turn > 1 && fiscalYearOf(startingYear, turn) !== fiscalYearOf(startingYear, turn - 1);
}
