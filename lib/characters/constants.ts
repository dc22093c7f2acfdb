/** Actions regained at the start of every turn. */
export const ACTIONS_PER_TURN = 10;
/** Refills stop at this cap; SPEC.md needs room for a 15-action policy shift. */
export const ACTIONS_CAP = 150;

/** SPEC.md: the yield of one fundraise action. */
export const FUNDRAISING_BASE = 50_000;
export const FUNDRAISING_PER_DONOR_LEVEL = 2_000;

export const POLITICAL_INFLUENCE_MAX = 100;
