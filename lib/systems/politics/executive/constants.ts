/** Executive orders (docs/government.md "Executive orders"). */
/** An order stays in force this many turns (a quarter of a 52-turn year) unless it lapses sooner. */
export const ORDER_TERM_TURNS = 13;
/** Issuing an order costs the head this many actions. */
export const ORDER_ACTION_COST = 3;
/** Orders one office may have in force at once. */
export const ORDERS_PER_OFFICE = 3;
/** Chance per turn that a non-player head or regional head with room under the cap issues an order. */
export const NPP_ORDER_CHANCE = 0.02;

/** Cabinet nominations. */
/** Turns a consent vote stays open (and at least PLAYER_WINDOW_HOURS when a player must vote). */
export const NOMINATION_WINDOW_TURNS = 2;
/**
 * A player head has this many turns (and at least PLAYER_WINDOW_HOURS) to nominate to a seat they must fill
 * (a vacant cabinet seat, a chair whose term ran out), counted from when the seat needed them: it emptied,
 * they took office, or their last nominee was decided. Then the nominee a non-player head would pick is
 * nominated in their name, so no government sits with empty portfolios for good.
 */
export const HEAD_NOMINATION_WINDOW_TURNS = 6;
/** A nomination costs the head this many actions; a consent vote costs a legislator this many. */
export const NOMINATION_ACTION_COST = 1;
export const NOMINATION_VOTE_ACTION_COST = 1;
/** Dismissing a minister costs this many actions. */
export const DISMISS_ACTION_COST = 1;
/**
 * How a non-player legislator votes on a nomination: yes when of the head's party; otherwise yes with this
 * chance (most nominees are confirmed, as in the real Senate), from the turn's seeded random.
 */
export const NPP_CROSS_PARTY_CONSENT = 0.35;
