import { DAYS_PER_TURN } from './constants';

export interface GameCalendar {
  /** YYYY-MM-DD */
  gameDate: string;
  year: number;
  /** 1-12 */
  month: number;
  /** 1-5: which week of the month the turn's date falls in. */
  weekOfMonth: number;
  /** e.g. "Week 2 of March 2025" */
  label: string;
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** Turn 1 is 1 January of the starting year; each turn adds one week. */
export function gameCalendar(startingYear: number, turn: number): GameCalendar {
  const date = new Date(Date.UTC(startingYear, 0, 1 + (turn - 1) * DAYS_PER_TURN));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const weekOfMonth = Math.floor((date.getUTCDate() - 1) / 7) + 1;
  return {
    gameDate: date.toISOString().slice(0, 10),
    year,
    month,
    weekOfMonth,
    label: `Week ${weekOfMonth} of ${monthName.format(date)} ${year}`,
  };
}
