/** Actions regained at the start of every turn. */
export const ACTIONS_PER_TURN = 10;
/** Refills stop at this cap; SPEC.md needs room for a 15-action policy shift. */
export const ACTIONS_CAP = 150;

/** SPEC.md: the yield of one fundraise action. */
export const FUNDRAISING_BASE = 50_000;
export const FUNDRAISING_PER_DONOR_LEVEL = 2_000;

export const POLITICAL_INFLUENCE_MAX = 100;

/** Most rows /character and /characterSearch return. */
export const CHARACTER_SEARCH_MAX_RESULTS = 25;
/** Longest name fragment or chat id accepted in a search. */
export const CHARACTER_SEARCH_MAX_TERM = 100;
/** SPEC.md: bulk character lookup takes up to 100 ids per request. */
export const BULK_CHARACTER_IDS_MAX = 100;
/** Longest id list string: 100 ten-digit ids with separators, plus room for spaces. */
export const BULK_CHARACTER_IDS_MAX_CHARS = 2_000;
/** Longest public character id: a 24-hex ObjectId or a sequential number, with slack for typos. */
export const CHARACTER_ID_MAX = 64;
