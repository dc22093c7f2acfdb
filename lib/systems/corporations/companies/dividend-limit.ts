// A pure value: subsidiaries' constants (and the corporation page) take it without economy.json.

/** The percent of after-tax profit a corporation may pay out per turn (docs/subsidiaries.md). */
export const MAX_DIVIDEND_RATE = 25;
