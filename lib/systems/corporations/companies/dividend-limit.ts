// Pure values: subsidiaries' constants (and the corporation page) take them without economy.json.

/** The percent of after-tax profit a corporation may pay out per turn (docs/subsidiaries.md). */
export const MAX_DIVIDEND_RATE = 25;

/**
 * Dividends are paid once a quarter (docs/money.md, "Dividends"): a turn is a week, a quarter 13 of them. Each
 * corporation pays on its own week of the quarter (its seq modulo the interval), so every turn pays the
 * holders of a thirteenth of the corporations instead of one turn in 13 paying all of them.
 */
export const DIVIDEND_INTERVAL_TURNS = 13;

/** Whether the corporation with sequence number `seq` pays its dividend on `turn`. */
export function paysDividendsOn(turn: number, seq: number): boolean {
  return turn % DIVIDEND_INTERVAL_TURNS === seq % DIVIDEND_INTERVAL_TURNS;
}

/** The first turn from `turn` on (inclusive) on which the corporation with sequence number `seq` pays. */
export function nextDividendTurn(turn: number, seq: number): number {
  const ahead =
    (((seq - turn) % DIVIDEND_INTERVAL_TURNS) + DIVIDEND_INTERVAL_TURNS) % DIVIDEND_INTERVAL_TURNS;
  return turn + ahead;
}
